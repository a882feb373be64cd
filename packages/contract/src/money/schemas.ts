import { z } from 'zod';
import { hasDecimals } from './money';

const MAX_MONEY = 999_999_999_999.99;

/** A money amount on the wire: a JSON number with at most 2 decimals. */
export const moneySchema = z
  .number()
  .min(-MAX_MONEY)
  .max(MAX_MONEY)
  .refine((value) => hasDecimals(value, 2), { message: 'invalid_number' });
export const nonNegativeMoneySchema = moneySchema.refine((value) => value >= 0, { message: 'too_small' });

/** A percentage 0–100 with at most 2 decimals. */
export const percentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => hasDecimals(value, 2), { message: 'invalid_number' });

/** An amount of goods: up to 3 decimals. */
export const amountSchema = z
  .number()
  .min(-1_000_000)
  .max(1_000_000)
  .refine((value) => hasDecimals(value, 3), { message: 'invalid_number' });

export const calculatePricesRequestSchema = z.object({
  prices: z
    .array(
      z.object({
        pricePerUnitWithoutVat: moneySchema,
        sale: percentSchema,
        amount: amountSchema,
        taxId: z.number().int().positive(),
      }),
    )
    .max(500),
});
export type CalculatePricesRequest = z.infer<typeof calculatePricesRequestSchema>;

export const calculatePricesResponseSchema = z.object({
  prices: z.array(z.object({ priceWithoutVat: z.number(), priceWithVat: z.number() })),
});
