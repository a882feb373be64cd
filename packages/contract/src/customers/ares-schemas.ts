import { z } from 'zod';
import { text } from '../common/fields';
import { isValidIc, normalizeIc } from './company-ids';

/** GET /v1/ares/{ic}: the IČ as typed (spaces allowed), checked with its check digit before ARES is asked. */
export const aresParamsSchema = z.object({
  ic: text(20)
    .regex(/^[\d\s]{1,20}$/, { message: 'invalid_ic' })
    .transform(normalizeIc)
    .refine(isValidIc, { message: 'invalid_ic' }),
});

/**
 * A company from the public register (ARES) in the customer's address fields: `cp` the house
 * number as Czech addresses write it (`1234/5a`), `psc` five digits as the customer record keeps them.
 */
export const aresCompanySchema = z.object({
  company: z.string(),
  street: z.string(),
  cp: z.string(),
  psc: z.string(),
  city: z.string(),
  dic: z.string(),
});
export type AresCompany = z.infer<typeof aresCompanySchema>;
