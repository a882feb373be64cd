import { DEFAULT_REVERSE_CHARGE_CODE } from '@bo/contract/invoices/reverse-charge-codes';
import { lockVersionField } from '@bo/contract/records/lock-version';
import {
  type Product,
  type ProductInput,
  productInputFields,
  type Tax,
  withoutCodeUnlessReverseCharge,
  withReverseChargeCode,
} from '@bo/contract/settings/schemas';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Unit } from '../api/get-units';

/** A saved product carries the lockVersion it was loaded with (DESIGN §4). */
export const productFormSchema = productInputFields
  .extend({ lockVersion: lockVersionField.optional() })
  .superRefine(withReverseChargeCode)
  .transform(withoutCodeUnlessReverseCharge);
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = ProductInput & { lockVersion?: number };
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const DEFAULT_UNIT = 'ks';

/** The standard rate: the highest rate that is not reduced. */
const standardTax = (taxes: readonly Tax[]) =>
  [...taxes].sort((a, b) => b.tax - a.tax).find((tax) => !tax.isReduced) ?? taxes[0];
const POSITION_STEP = 10;

/** The form's values for a product, or sensible ones for a new product (next position, pieces, standard VAT). */
export const productFormDefaults = (
  product: Product | undefined,
  context: { units: readonly Unit[]; taxes: readonly Tax[]; products: readonly Product[] },
): DefaultValues<ProductFormValues> => {
  if (product) {
    const { id: _id, ekokoms, ...fields } = product;
    return {
      ...fields,
      reverseChargeCode: (fields.reverseChargeCode ||
        DEFAULT_REVERSE_CHARGE_CODE) as ProductFormValues['reverseChargeCode'],
      ekokoms: ekokoms.map((material) => ({ ...material })),
    };
  }
  const lastPosition = Math.max(0, ...context.products.map((candidate) => candidate.position));
  return {
    code: '',
    name: '',
    nameInvoice: '',
    display: true,
    position: lastPosition + POSITION_STEP,
    unit: (context.units.find((unit) => unit.value === DEFAULT_UNIT) ?? context.units[0])?.id,
    reverseCharge: false,
    reverseChargeCode: DEFAULT_REVERSE_CHARGE_CODE,
    priceWithVAT: false,
    idTaxPrice: standardTax(context.taxes)?.id,
    price: undefined,
    ekokoms: [],
  };
};

const simpleFields = [
  'code',
  'name',
  'nameInvoice',
  'display',
  'position',
  'unit',
  'reverseCharge',
  'reverseChargeCode',
  'priceWithVAT',
  'idTaxPrice',
  'price',
  'ekokoms',
] as const satisfies readonly Path<ProductFormValues>[];

/** Every field a server error may name (error.detail.fields), packaging rows included. */
export const productFieldNames = (ekokomCount: number): Path<ProductFormValues>[] => [
  ...simpleFields,
  ...Array.from({ length: ekokomCount }, (_, index) => [
    `ekokoms.${index}.ekokomId` as const,
    `ekokoms.${index}.weight` as const,
  ]).flat(),
];
