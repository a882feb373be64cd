import { z } from 'zod';
import { idSchema } from '../common/fields';

const MAX_MONEY = 999_999_999_999.99;

/**
 * A decimal stored to `step`: a multiple of it, and either zero or at least one step from zero. zod's
 * `multipleOf` lets a value such as 5e-324 through (it is within float tolerance of 0 × step), which the database
 * stores as 0 — and a positive weight read back as 0 failed its own answer schema (issue 24).
 */
const decimal = (step: number) =>
  z
    .number()
    .multipleOf(step, { message: 'invalid_number' })
    .refine((value) => value === 0 || Math.abs(value) >= step, { message: 'invalid_number' });

/** A money amount on the wire: a JSON number with at most 2 decimals (`multipleOf: 0.01` in OpenAPI). */
export const moneySchema = decimal(0.01).min(-MAX_MONEY).max(MAX_MONEY);
export const nonNegativeMoneySchema = moneySchema.min(0);

/** A percentage 0–100 with at most 2 decimals. */
export const percentSchema = decimal(0.01).min(0).max(100);

/** An amount of goods: up to 3 decimals. */
export const amountSchema = decimal(0.001).min(-1_000_000).max(1_000_000);

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
