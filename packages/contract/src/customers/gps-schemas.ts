import { z } from 'zod';
import { text } from '../common/fields';
import { lockVersionField } from '../records/lock-version';
import { parseCoordinates } from './coordinates';
import { flashMessagesField } from './detail-schemas';

/** overview §3 GPS. `coordinates` is what the user typed; the server stores latitude and longitude. */
export const gpsInputSchema = z.object({
  title: text(100).default(''),
  coordinates: text(100)
    .min(1)
    .regex(/^[\d\sNSEWnsew°'′’"″”.,;+-]+$/, { message: 'invalid_gps' })
    .refine((value) => parseCoordinates(value) !== null, { message: 'invalid_gps' }),
});
export type GpsInput = z.infer<typeof gpsInputSchema>;
export const gpsBodySchema = z.object({ gps: gpsInputSchema });
export const gpsUpdateBodySchema = z.object({ gps: gpsInputSchema.extend({ lockVersion: lockVersionField }) });

export const gpsSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  title: z.string(),
  coordinates: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  lockVersion: lockVersionField,
});
export type Gps = z.infer<typeof gpsSchema>;

export const gpsListResponseSchema = z.object({ gps: z.array(gpsSchema) });
export const gpsCreatedResponseSchema = z.object({ id: z.number().int(), flashMessages: flashMessagesField });
export const gpsSavedResponseSchema = z.object({ gps: gpsSchema, flashMessages: flashMessagesField });
