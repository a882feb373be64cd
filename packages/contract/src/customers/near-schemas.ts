import { z } from 'zod';
import { idParam } from '../common/fields';

/** rules §9: radius 1 to 100 km, default 5; the operator defaults to the current user. */
export const NEAR_RADIUS_MIN_KM = 1;
export const NEAR_RADIUS_MAX_KM = 100;
export const NEAR_RADIUS_DEFAULT_KM = 5;
/** The list and the map stay readable: at most this many nearest customers. */
export const NEAR_CUSTOMERS_LIMIT = 200;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const nearQuerySchema = z.object({
  radius: z.preprocess(
    emptyAsAbsent,
    z.coerce.number().int().min(NEAR_RADIUS_MIN_KM).max(NEAR_RADIUS_MAX_KM).default(NEAR_RADIUS_DEFAULT_KM),
  ),
  user: z.preprocess(emptyAsAbsent, idParam.optional()),
});

/** overview §3 Near customer, at its GPS point nearest to the origin; distance in km. */
export const nearCustomerSchema = z.object({
  customerId: z.number().int(),
  company: z.string(),
  distance: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  gpsTitle: z.string(),
});
export type NearCustomer = z.infer<typeof nearCustomerSchema>;

/** origin: the customer's first GPS point, null when it has none (message.customer_has_no_gps). */
export const nearCustomersResponseSchema = z.object({
  nearCustomers: z.array(nearCustomerSchema),
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  radius: z.number().int(),
  user: z.number().int(),
});
export type NearCustomersResponse = z.infer<typeof nearCustomersResponseSchema>;
