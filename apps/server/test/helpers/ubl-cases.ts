import { billingInfoBody } from './billing-infos';
/** The table of invoices the Peppol UBL test issues (invoice-ubl.test.ts, decision 179). */

/** A billing info body (a Czech supplier that is not a VAT payer but has a DIČ); `overrides` merge in. */
/** A billing info that is not a VAT payer, as POST /v1/billing-info takes it. */
export const nonPayerBillingInfo = (overrides: Record<string, unknown>) => ({
  billingInfo: billingInfoBody({
    name: 'Kontejnery Novák',
    company: 'Petr Novák',
    street: 'Polní',
    cp: '8',
    city: 'Beroun',
    psc: '266 01',
    ic: '69663963',
    dic: 'CZ7103192745',
    vatPayer: false,
    invoicePrefix: 'PN',
    registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku.',
    ...overrides,
  }),
});

type Line = {
  name: string;
  amount: number;
  price: number;
  rate: number;
  unit?: string;
  sale?: number;
  isReverse?: boolean;
};
type Case = {
  name: string;
  country: 'cz' | 'sk';
  billing: 'payer' | 'non-payer';
  payment: string;
  lines: Line[];
  /** the VAT breakdown: category and rate of each row */
  breakdown: string[];
  endpoints: [string, string];
  credit?: { lines: { index: number; amount?: number }[] };
};

export const czCustomer = { invoiceIc: '25596641', invoiceDic: 'CZ25596641', invoiceVatPayer: true };
export const skCustomer = { invoiceIc: '31333532', invoiceDic: 'SK2020317068', invoiceVatPayer: true };
const czLines: Line[] = [
  { name: 'Kontejner 5 m³', amount: 2, price: 1000, sale: 10, rate: 21, unit: 'ks' },
  { name: 'Pytle na suť', amount: 3, price: 50.5, rate: 12 },
  { name: 'Odvoz směsného odpadu', amount: 1.525, price: 1234.56, sale: 2.5, rate: 21, unit: 't' },
];
const skLines: Line[] = [
  { name: 'Kontajner 7 m³', amount: 2, price: 189.9, sale: 15, rate: 23, unit: 'ks' },
  { name: 'Vrecia na sutinu', amount: 12, price: 1.35, rate: 19, unit: 'ks' },
  { name: 'Kompost', amount: 0.75, price: 42.1, sale: 5, rate: 5, unit: 't' },
];
export const table: Case[] = [
  {
    name: 'Czech payer, 21 % and 12 %, sales, bank transfer',
    country: 'cz',
    billing: 'payer',
    payment: 'bank_transfer',
    lines: czLines,
    breakdown: ['S 21', 'S 12'],
    endpoints: ['9929:CZ27082440', '9929:CZ25596641'],
    credit: { lines: [{ index: 0, amount: 0.5 }, { index: 2 }] },
  },
  {
    name: 'Czech payer, reverse charge to a payer with DIČ, a 0 % line, cash',
    country: 'cz',
    billing: 'payer',
    payment: 'cash',
    lines: [
      { name: 'Železný šrot', amount: 3.25, price: 4200, sale: 5, rate: 21, unit: 't', isReverse: true },
      { name: 'Vážní lístek', amount: 1, price: 150, rate: 0 },
      { name: 'Přistavení kontejneru', amount: 1, price: 1500, rate: 21, unit: 'svoz' },
    ],
    breakdown: ['S 21', 'E 0', 'AE 0'],
    endpoints: ['9929:CZ27082440', '9929:CZ25596641'],
  },
  {
    name: 'Czech supplier not a VAT payer, card',
    country: 'cz',
    billing: 'non-payer',
    payment: 'card',
    lines: czLines,
    breakdown: ['O'],
    endpoints: ['9929:CZ7103192745', '9929:CZ25596641'],
  },
  {
    name: 'Slovak payer in EUR, 23 %, 19 % and 5 %, sales',
    country: 'sk',
    billing: 'payer',
    payment: 'bank_transfer',
    lines: skLines,
    breakdown: ['S 23', 'S 19', 'S 5'],
    endpoints: ['0245:2120123456', '0245:2020317068'],
    credit: { lines: [{ index: 1, amount: 5 }] },
  },
  {
    name: 'Slovak payer in EUR, reverse charge',
    country: 'sk',
    billing: 'payer',
    payment: 'bank_transfer',
    lines: [
      { name: 'Železný šrot', amount: 1.2, price: 180, rate: 23, unit: 't', isReverse: true },
      { name: 'Odvoz', amount: 1, price: 60, rate: 23, unit: 'svoz' },
    ],
    breakdown: ['S 23', 'AE 0'],
    endpoints: ['0245:2120123456', '0245:2020317068'],
  },
  {
    name: 'Slovak supplier not a VAT payer in EUR, cash on delivery',
    country: 'sk',
    billing: 'non-payer',
    payment: 'cash_on_delivery',
    lines: skLines,
    breakdown: ['O'],
    endpoints: ['0245:1045678901', '0245:2020317068'],
  },
];
