import { z } from 'zod';
import { distinct, idSchema, requiredText, text } from '../common/fields';
import { REVERSE_CHARGE_CODES } from '../invoices/reverse-charge-codes';
import { amountSchema, nonNegativeMoneySchema, percentSchema } from '../money/schemas';
import { lockVersionField } from '../records/lock-version';

/** VAT rate (overview §3 Tax). */
export const taxSchema = z.object({
  id: z.number().int(),
  tax: z.number(),
  isReduced: z.boolean(),
  lockVersion: lockVersionField,
});
export type Tax = z.infer<typeof taxSchema>;
export const taxBodySchema = z.object({ tax: percentSchema, isReduced: z.boolean() });
export const taxUpdateBodySchema = taxBodySchema.extend({ lockVersion: lockVersionField });
export const taxesResponseSchema = z.object({ taxes: z.array(taxSchema) });

/** EKO-KOM packaging material (overview §3 Ekokom). */
export const ekokomSchema = z.object({ id: z.number().int(), name: z.string(), lockVersion: lockVersionField });
export type Ekokom = z.infer<typeof ekokomSchema>;
export const ekokomBodySchema = z.object({ ekokom: z.object({ name: requiredText(100) }) });
export const ekokomUpdateBodySchema = z.object({
  ekokom: z.object({ name: requiredText(100), lockVersion: lockVersionField }),
});
export const ekokomsResponseSchema = z.object({ ekokoms: z.array(ekokomSchema) });

export const unitSchema = z.object({ id: z.number().int(), value: z.string() });
export const unitsResponseSchema = z.object({ units: z.array(unitSchema) });
export const paymentTypeSchema = z.object({ id: z.number().int(), title: z.string() });
export const paymentTypesResponseSchema = z.object({ paymentTypes: z.array(paymentTypeSchema) });

/** A packaging material of a product: kg of the material per unit sold (DESIGN §4 Ekokom). */
export const productEkokomSchema = z.object({
  ekokomId: idSchema,
  weight: amountSchema.positive({ message: 'too_small' }),
});

export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameInvoice: z.string(),
  display: z.boolean(),
  position: z.number().int(),
  unit: z.number().int(),
  reverseCharge: z.boolean(),
  /** kód předmětu plnění of a reverse-charge product (decision 176), '' for the others */
  reverseChargeCode: z.string(),
  priceWithVAT: z.boolean(),
  idTaxPrice: z.number().int(),
  price: z.number(),
  ekokoms: z.array(productEkokomSchema),
  lockVersion: lockVersionField,
});
export type Product = z.infer<typeof productSchema>;

export const productInputFields = z.object({
  code: requiredText(30),
  name: requiredText(200),
  nameInvoice: text(200).default(''),
  display: z.boolean().default(true),
  position: z.number().int().min(0).max(1_000_000).default(0),
  unit: idSchema,
  reverseCharge: z.boolean().default(false),
  priceWithVAT: z.boolean().default(false),
  idTaxPrice: idSchema,
  price: nonNegativeMoneySchema,
  ekokoms: distinct(z.array(productEkokomSchema).max(20), (ekokom) => ekokom.ekokomId).default([]),
  reverseChargeCode: z.enum(['', ...REVERSE_CHARGE_CODES]).default(''),
});
/** A reverse-charge product names its supply's code; the others carry none. */
export const withReverseChargeCode = <Input extends { reverseCharge: boolean; reverseChargeCode: string }>(
  input: Input,
  context: z.RefinementCtx,
) => {
  if (input.reverseCharge && input.reverseChargeCode === '')
    context.addIssue({ code: 'custom', path: ['reverseChargeCode'], message: 'required' });
};
export const withoutCodeUnlessReverseCharge = <Input extends { reverseCharge: boolean; reverseChargeCode: string }>(
  input: Input,
) => (input.reverseCharge ? input : { ...input, reverseChargeCode: '' });
export const productInputSchema = productInputFields
  .superRefine(withReverseChargeCode)
  .transform(withoutCodeUnlessReverseCharge);
export type ProductInput = z.infer<typeof productInputSchema>;
export const productBodySchema = z.object({ product: productInputSchema });
export const productUpdateBodySchema = z.object({
  product: productInputFields
    .extend({ lockVersion: lockVersionField })
    .superRefine(withReverseChargeCode)
    .transform(withoutCodeUnlessReverseCharge),
});
export const productsQuerySchema = z.object({
  onlyVisible: z.enum(['0', '1', 'true', 'false']).optional(),
  search: text(100).optional(),
});
export const productsResponseSchema = z.object({ products: z.array(productSchema) });
export const deleteResultSchema = z.object({ id: z.number().int(), isHidden: z.boolean() });

/** Offer settings (overview §3 Offer price, Offer rating). */
export const offerPriceTypes = ['application', 'lapol_p2', 'lapol_t'] as const;
export const offerPriceTypeSchema = z.enum(offerPriceTypes);
export const offerPriceSchema = z.object({
  type: offerPriceTypeSchema,
  priceWithoutVat: z.number(),
  taxId: z.number().int(),
  lockVersion: lockVersionField,
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;
/** PUT /v1/offer-settings/price/{type}; lockVersion 0 saves a price not stored yet. */
export const offerPriceBodySchema = z.object({
  priceWithoutVat: nonNegativeMoneySchema,
  taxId: idSchema,
  lockVersion: lockVersionField,
});
export const offerRatingSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  priceFrom: z.number(),
  lockVersion: lockVersionField,
});
export type OfferRating = z.infer<typeof offerRatingSchema>;
export const offerRatingBodySchema = z.object({
  stars: z.number().int().min(0).max(3),
  priceFrom: nonNegativeMoneySchema,
  lockVersion: lockVersionField,
});
export const offerSettingsResponseSchema = z.object({
  offerPrices: z.array(offerPriceSchema),
  offerRatings: z.array(offerRatingSchema),
});

export const idResponseSchema = z.object({ id: z.number().int() });
export const okResponseSchema = z.object({ ok: z.literal(true) });
export { percentSchema };
