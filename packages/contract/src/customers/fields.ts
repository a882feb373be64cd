import { z } from 'zod';
import { isValidDic, isValidIc, isValidPsc, normalizeDic, normalizeIc, normalizePsc } from './company-ids';
import { isPlausiblePhone } from './phone';

/** Field schemas shared by the customer area; '' stands for an empty field. */
export const text = (max: number) => z.string().trim().max(max);

export const emailOrEmpty = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'invalid_email' });

export const icField = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeIc)
  .refine((value) => value === '' || isValidIc(value), { message: 'invalid_ic' });

export const dicField = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeDic)
  .refine((value) => value === '' || isValidDic(value), { message: 'invalid_dic' });

export const pscField = z
  .string()
  .trim()
  .max(10)
  .transform(normalizePsc)
  .refine((value) => value === '' || isValidPsc(value), { message: 'invalid_psc' });

export const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((value) => isPlausiblePhone(value), { message: 'invalid_phone' });

export const apiDateField = z.iso.date();
export const dateTimeField = z.iso.datetime({ offset: true });
export const idField = z.number().int().positive();
/** Path parameters of the customer area. */
export const customerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const customerSubIdParamsSchema = customerIdParamsSchema.extend({
  subId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const idResponseSchema = z.object({ id: z.number().int() });
export const okResponseSchema = z.object({ message: z.string() });
