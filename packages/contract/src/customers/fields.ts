import { z } from 'zod';
import { idParam, text } from '../common/fields';
import { isValidDic, isValidIc, isValidPsc, normalizeDic, normalizeIc, normalizePsc } from './company-ids';

/** Field schemas of the customer area; '' stands for an empty field. Patterns state the format in OpenAPI. */
export const icField = text(20)
  .regex(/^(|[\d\s]{1,20})$/, { message: 'invalid_ic' })
  .transform(normalizeIc)
  .refine((value) => value === '' || isValidIc(value), { message: 'invalid_ic' });

export const dicField = text(20)
  .regex(/^(|[A-Za-z]{2}[\d\s]{1,18})$/, { message: 'invalid_dic' })
  .transform(normalizeDic)
  .refine((value) => value === '' || isValidDic(value), { message: 'invalid_dic' });

export const pscField = text(10)
  .regex(/^(|\d{3}\s?\d{2})$/, { message: 'invalid_psc' })
  .transform(normalizePsc)
  .refine((value) => value === '' || isValidPsc(value), { message: 'invalid_psc' });

/** Path parameters of the customer area. */
export const customerIdParamsSchema = z.object({ id: idParam });
export const customerSubIdParamsSchema = customerIdParamsSchema.extend({ subId: idParam });
export const idResponseSchema = z.object({ id: z.number().int() });
