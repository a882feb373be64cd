import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './totals';
import { type VatParties, type VatTreatment, vatTreatmentOf } from './vat-decision';

const suppliers = { payer: true, 'non-payer': false } as const;
const customers = {
  'payer with DIČ': { isCustomerVatPayer: true, customerDic: 'CZ27082440' },
  'payer without DIČ': { isCustomerVatPayer: true, customerDic: '' },
  'non-payer': { isCustomerVatPayer: false, customerDic: '' },
} as const;

/** Every combination of the parties and the product's flag, with its treatment (VAT act §92a, §29). */
const table: [keyof typeof suppliers, keyof typeof customers, boolean, VatTreatment][] = [
  ['payer', 'payer with DIČ', true, 'reverse_charge'],
  ['payer', 'payer with DIČ', false, 'standard'],
  ['payer', 'payer without DIČ', true, 'standard'],
  ['payer', 'payer without DIČ', false, 'standard'],
  ['payer', 'non-payer', true, 'standard'],
  ['payer', 'non-payer', false, 'standard'],
  ['non-payer', 'payer with DIČ', true, 'no_vat'],
  ['non-payer', 'payer with DIČ', false, 'no_vat'],
  ['non-payer', 'payer without DIČ', true, 'no_vat'],
  ['non-payer', 'payer without DIČ', false, 'no_vat'],
  ['non-payer', 'non-payer', true, 'no_vat'],
  ['non-payer', 'non-payer', false, 'no_vat'],
];

describe('the VAT decision of a line', () => {
  it.each(table)(
    'supplier %s, customer %s, reverse-charge product %s → %s',
    (supplier, customer, product, treatment) => {
      const parties: VatParties = { isSupplierVatPayer: suppliers[supplier], ...customers[customer] };
      expect(vatTreatmentOf(parties, { reverseCharge: product })).toBe(treatment);
      // the totals follow it: 1 000 at 21 %
      const totals = invoiceTotals(
        [{ price: 1000, amount: 1, sale: 0, tax: 21, taxId: 1, reverseCharge: product }],
        parties,
      );
      expect(totals.priceWithVat).toBe(treatment === 'standard' ? 1210 : 1000);
      expect(totals.vatRecap).toEqual([
        {
          tax: treatment === 'standard' ? 21 : 0,
          taxId: treatment === 'standard' ? 1 : null,
          reverseCharge: treatment === 'reverse_charge',
          priceWithoutVat: 1000,
          vat: treatment === 'standard' ? 210 : 0,
          priceWithVat: totals.priceWithVat,
        },
      ]);
    },
  );
});
