import { z } from 'zod';
import { dayField, idParam } from '../common/fields';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** At most two weeks of days in one map query. */
export const MAP_DATES_LIMIT = 14;

/**
 * GET /v1/maps: selectedDates as a comma list of yyyy-MM-dd (absent: the current week's five
 * days), driverApplications 0/1 (include the driver orders).
 */
export const mapQuerySchema = z.object({
  selectedDates: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.split(',').map((day) => day.trim()) : undefined),
    z.array(dayField).max(MAP_DATES_LIMIT, { message: 'too_many' }).optional(),
  ),
  driverApplications: z.preprocess(emptyAsAbsent, z.enum(['0', '1']).default('0')),
});

/**
 * overview §3 Map application: a pin per application (at each GPS point of its customer).
 * driverNumber labels the pin (the driver's user id, null shows a dash); driverApplications:
 * whether it is a driver order (a plain pin).
 */
export const mapApplicationSchema = z.object({
  customerId: z.number().int(),
  applicationId: z.number().int(),
  applicationDate: dayField,
  company: z.string(),
  gps: z.array(z.tuple([z.number(), z.number()])),
  driverNumber: z.number().int().nullable(),
  /** the driver's full name beside the number in the pin's label (issue 25); '' without a driver */
  driverName: z.string(),
  driverApplications: z.boolean(),
  /** the stop's place in its driver's route of that day (decision 148), shown on the pin; null = not ordered */
  routeOrder: z.number().int().nullable(),
});
export type MapApplication = z.infer<typeof mapApplicationSchema>;

/** bestOperators: the week's calls per operator, most first; percent of the first (progress bar max 100). */
export const bestOperatorSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  callCount: z.number().int(),
  percent: z.number().min(0).max(100),
});
export type BestOperator = z.infer<typeof bestOperatorSchema>;

export const mapResponseSchema = z.object({
  mapApplications: z.array(mapApplicationSchema),
  driverApplications: z.array(mapApplicationSchema),
  filter: z.object({
    selectedDates: z.array(dayField),
    driverApplications: z.boolean(),
    /** the week the selected days belong to (its five days), for the checkboxes */
    weekDates: z.array(dayField),
  }),
  bestOperators: z.array(bestOperatorSchema),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

export const mapDetailParamsSchema = z.object({ id: idParam, appId: idParam });

/** The popup: customer, the application with its items and totals, the operator. */
export const mapDetailResponseSchema = z.object({
  customer: z.object({
    id: z.number().int(),
    company: z.string(),
    street: z.string(),
    cp: z.string(),
    psc: z.string(),
    city: z.string(),
    district: z.string(),
  }),
  application: z.object({
    id: z.number().int(),
    date: dayField.nullable(),
    items: z.array(
      z.object({ name: z.string(), amount: z.number(), priceWithVat: z.number(), priceWithoutVat: z.number() }),
    ),
    priceWithVat: z.number(),
    priceWithoutVat: z.number(),
    operatorNote: z.string(),
  }),
  operator: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type MapDetailResponse = z.infer<typeof mapDetailResponseSchema>;
