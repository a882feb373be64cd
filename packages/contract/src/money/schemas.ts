import { z } from 'zod';
import { idSchema } from '../common/fields';

const MAX_MONEY = 999_999_999_999.99;

/** A money amount on the wire: a JSON number with at most 2 decimals (`multipleOf: 0.01` in OpenAPI). */
export const moneySchema = z.number().min(-MAX_MONEY).max(MAX_MONEY).multipleOf(0.01, { message: 'invalid_number' });
export const nonNegativeMoneySchema = moneySchema.min(0);

/** A percentage 0–100 with at most 2 decimals. */
export const percentSchema = z.number().min(0).max(100).multipleOf(0.01, { message: 'invalid_number' });

/** An amount of goods: up to 3 decimals. */
export const amountSchema = z.number().min(-1_000_000).max(1_000_000).multipleOf(0.001, { message: 'invalid_number' });

export const calculatePricesRequestSchema = z.object({
  prices: z
    .array(
      z.object({
        pricePerUnitWithoutVat: moneySchema,
        sale: percentSchema,
        amount: amountSchema,
        taxId: idSchema,
      }),
    )
    .max(500),
});
export type CalculatePricesRequest = z.infer<typeof calculatePricesRequestSchema>;

export const calculatePricesResponseSchema = z.object({
  prices: z.array(z.object({ priceWithoutVat: z.number(), priceWithVat: z.number() })),
});
