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
/** One line of a stop's cart as the driver's card lists it (issue 25): what to deliver. */
export const calendarCartLineSchema = z.object({ name: z.string(), amount: z.number(), unit: z.string() });

/** A cart part of a stop: the company's or the private one (overview §2.5, two carts). */
export const calendarCartPartSchema = z.object({
  part: z.enum(['company', 'private']),
  lines: z.array(calendarCartLineSchema),
});

/** A contact person of the stop's customer, whom the driver calls (issue 25). */
export const calendarContactSchema = z.object({ name: z.string(), position: z.string(), phone: z.string() });

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
  /**
   * Whose event it is (the driver of the application, the operator of the customer) and that user's full
   * name: the screen labels other users' events with it (issue 25); null when nobody is set.
   */
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  /** Driver events: the application's cart parts that hold lines, company first; operator events: []. */
  cart: z.array(calendarCartPartSchema),
  /** Driver events: the customer's contact persons that have a phone, in their order; operator events: []. */
  contacts: z.array(calendarContactSchema),
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
