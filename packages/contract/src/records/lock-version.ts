import { z } from 'zod';

/**
 * DESIGN §4 Record versions: every editable record carries `lockVersion` in its GET answer and
 * sends it back inside the record on PUT/PATCH; a stale one answers 409 `error.stale_version`.
 */
export const lockVersionField = z.number().int().min(0).max(2_147_483_647);

/** `detail` of a 409 `error.stale_version`: the record as stored now and who saved it last, when. */
export const staleVersionDetailSchema = z.object({
  current: z.unknown(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type StaleVersionDetail = z.infer<typeof staleVersionDetailSchema>;
