import { z } from 'zod';
import { dayField, idParam, instantField } from '../common/fields';
import { lockVersionField } from '../records/lock-version';

/** rules §9: the week offset is an integer relative to the current week (here at most ten years either way). */
export const WEEK_DIFF_LIMIT = 520;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /v1/calendars/board: weekDiff (default 0), showAsUser (administrators only). */
export const calendarBoardQuerySchema = z.object({
  weekDiff: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(-WEEK_DIFF_LIMIT).max(WEEK_DIFF_LIMIT).default(0)),
  showAsUser: z.preprocess(emptyAsAbsent, idParam.optional()),
});

/**
 * overview §3 Calendar event. An operator event is a customer whose next call falls that day
 * (callAt = the next call, notes = the customer's notes, no application); a driver event is an
 * application planned that day (callAt null, notes = the operator's note of the application).
 * `applicationLockVersion` lets the driver's tick PATCH the application (decision 014).
 */
export const calendarEventSchema = z.object({
  callAt: instantField.nullable(),
  customerId: z.number().int(),
  company: z.string(),
  notes: z.string(),
  street: z.string(),
  cp: z.string(),
  city: z.string(),
  gps: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
  applicationId: z.number().int().nullable(),
  applicationRealDate: dayField.nullable(),
  applicationLockVersion: lockVersionField.nullable(),
  invoiceId: z.number().int().nullable(),
  /** the stop's place in the driver's route of the day (decision 148); null for operator events and unordered stops */
  routeOrder: z.number().int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarDaySchema = z.object({
  own: z.array(calendarEventSchema),
  alien: z.array(calendarEventSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Whose calendar it is: operator cards for operators and administrators, driver cards for drivers. */
export const calendarKinds = ['operator', 'driver'] as const;
export const calendarUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  roles: z.array(z.string()),
  calendarKind: z.enum(calendarKinds),
});
export type CalendarUser = z.infer<typeof calendarUserSchema>;

/** dates: exactly the five weekdays of the week, keyed yyyy-MM-dd, Monday first. */
export const calendarBoardResponseSchema = z.object({
  startDate: dayField,
  endDate: dayField,
  user: calendarUserSchema,
  dates: z.record(dayField, calendarDaySchema),
});
export type CalendarBoardResponse = z.infer<typeof calendarBoardResponseSchema>;

/** POST /v1/calendars/{date}/schedule and /order-delivery: the day (yyyy-MM-dd), showAsUser. */
export const calendarDayParamsSchema = z.object({ date: dayField });
export const calendarDayQuerySchema = calendarBoardQuerySchema.pick({ showAsUser: true });
