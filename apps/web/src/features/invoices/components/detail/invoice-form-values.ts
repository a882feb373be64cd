import type { Customer } from '@bo/contract/customers/detail-schemas';
import type {
  Invoice,
  InvoiceCreateBody,
  InvoiceItem,
  InvoiceItemInput,
  InvoiceUpdateBody,
} from '@bo/contract/invoices/schemas';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import type { VatParties } from '@bo/contract/invoices/vat-decision';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** One line of the items table as the inputs hold it (numbers typed as text). */
export type ItemValues = {
  id: number | null;
  productId: number | null;
  code: string;
  name: string;
  amount: string;
  unit: string;
  price: string;
  sale: string;
  taxId: string;
  reverseCharge: boolean;
};

/** The invoice form (overview §2.9): its fields as text, the items, and the record's version. */
export type InvoiceFormValues = {
  customerId: number | null;
  customerApplicationId: number | null;
  billingInfoId: string;
  numberFromClient: string;
  deliveryNoteNumber: string;
  dateIssue: string;
  dateTaxableSupply: string;
  dateMaturity: string;
  datePaid: string;
  paid: boolean;
  payment: string;
  invoiceCompany: string;
  invoiceStreet: string;
  invoiceCp: string;
  invoicePsc: string;
  invoiceCity: string;
  invoiceIc: string;
  invoiceDic: string;
  invoiceVatPayer: boolean;
  invoiceEmail: string;
  invoiceEmailCopy: string;
  note: string;
  items: ItemValues[];
  lockVersion?: number;
};

export const invoiceTextFields = [
  'numberFromClient',
  'invoiceCompany',
  'invoiceStreet',
  'invoiceCp',
  'invoicePsc',
  'invoiceCity',
  'invoiceIc',
  'invoiceDic',
  'invoiceVatPayer',
  'invoiceEmail',
  'invoiceEmailCopy',
  'note',
] as const;

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const itemValuesOf = (item: InvoiceItem): ItemValues => ({
  id: item.id,
  productId: item.productId,
  code: item.code,
  name: item.name,
  amount: String(item.amount),
  unit: numberText(item.unit),
  price: String(item.price),
  sale: String(item.sale),
  taxId: String(item.taxId),
  reverseCharge: item.reverseCharge,
});

export const invoiceFormDefaults = (
  saved: { invoice: Invoice; items: InvoiceItem[] } | undefined,
  fresh: { today: string; billingInfoId: number | undefined; customerApplicationId: number | null },
): InvoiceFormValues => {
  if (!saved) {
    return {
      customerId: null,
      customerApplicationId: fresh.customerApplicationId,
      billingInfoId: numberText(fresh.billingInfoId),
      numberFromClient: '',
      deliveryNoteNumber: '',
      dateIssue: fresh.today,
      dateTaxableSupply: '',
      dateMaturity: '',
      datePaid: '',
      paid: false,
      payment: '',
      invoiceCompany: '',
      invoiceStreet: '',
      invoiceCp: '',
      invoicePsc: '',
      invoiceCity: '',
      invoiceIc: '',
      invoiceDic: '',
      invoiceVatPayer: false,
      invoiceEmail: '',
      invoiceEmailCopy: '',
      note: '',
      items: [],
    };
  }
  const { invoice, items } = saved;
  return {
    customerId: invoice.customerId,
    customerApplicationId: invoice.customerApplicationId,
    billingInfoId: String(invoice.billingInfoId),
    numberFromClient: invoice.numberFromClient,
    deliveryNoteNumber: numberText(invoice.deliveryNoteNumber),
    dateIssue: invoice.dateIssue,
    dateTaxableSupply: invoice.dateTaxableSupply,
    dateMaturity: invoice.dateMaturity,
    datePaid: invoice.datePaid ?? '',
    paid: invoice.paid,
    payment: numberText(invoice.payment),
    invoiceCompany: invoice.invoiceCompany,
    invoiceStreet: invoice.invoiceStreet,
    invoiceCp: invoice.invoiceCp,
    invoicePsc: invoice.invoicePsc,
    invoiceCity: invoice.invoiceCity,
    invoiceIc: invoice.invoiceIc,
    invoiceDic: invoice.invoiceDic,
    invoiceVatPayer: invoice.invoiceVatPayer,
    invoiceEmail: invoice.invoiceEmail,
    invoiceEmailCopy: invoice.invoiceEmailCopy,
    note: invoice.note,
    items: items.map(itemValuesOf),
    lockVersion: invoice.lockVersion,
  };
};

/** The customer's billing address and e-mails fill the invoice's party (a new invoice). */
export const partyOfCustomer = (customer: Customer) => ({
  invoiceCompany: customer.billingAddress.company || customer.deliveryAddress.company,
  invoiceStreet: customer.billingAddress.street,
  invoiceCp: customer.billingAddress.cp,
  invoicePsc: customer.billingAddress.psc,
  invoiceCity: customer.billingAddress.city,
  invoiceIc: customer.billingAddress.ic,
  invoiceDic: customer.billingAddress.dic,
  invoiceVatPayer: customer.billingAddress.vatPayer,
  invoiceEmail: customer.email,
  invoiceEmailCopy: customer.emailCopy,
});

/** A typed number: decimal comma or point; NaN when not a number. */
export const parseNumber = (value: string): number => {
  const text = value.replace(/\s/g, '').replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
};
const numberOrNull = (value: string) => {
  const number = parseNumber(value);
  return Number.isFinite(number) ? number : null;
};

/** Items as sent: prices are the server's to compute (contract invoiceItemInputSchema). */
export const itemInputsOf = (items: readonly ItemValues[]): InvoiceItemInput[] =>
  items.map((item) => ({
    ...(item.id === null ? {} : { id: item.id }),
    productId: item.productId,
    code: item.code.trim(),
    name: item.name.trim(),
    // a number the server refuses with a field error on this item, rather than a silent 0
    amount: numberOrNull(item.amount) as number,
    unit: numberOrNull(item.unit),
    price: numberOrNull(item.price) as number,
    sale: numberOrNull(item.sale) ?? 0,
    taxId: numberOrNull(item.taxId) as number,
    reverseCharge: item.reverseCharge,
  }));

/** The invoice's fields as POST and PUT take them. */
export const invoiceInputOf = (values: InvoiceFormValues) => ({
  billingInfoId: Number(values.billingInfoId),
  numberFromClient: values.numberFromClient.trim(),
  deliveryNoteNumber: numberOrNull(values.deliveryNoteNumber),
  dateIssue: values.dateIssue,
  dateTaxableSupply: values.dateTaxableSupply || null,
  dateMaturity: values.dateMaturity || null,
  datePaid: values.datePaid || null,
  paid: values.paid,
  payment: numberOrNull(values.payment),
  invoiceCompany: values.invoiceCompany.trim(),
  invoiceStreet: values.invoiceStreet.trim(),
  invoiceCp: values.invoiceCp.trim(),
  invoicePsc: values.invoicePsc.trim(),
  invoiceCity: values.invoiceCity.trim(),
  invoiceIc: values.invoiceIc.trim(),
  invoiceDic: values.invoiceDic.trim(),
  invoiceVatPayer: values.invoiceVatPayer,
  invoiceEmail: values.invoiceEmail.trim(),
  invoiceEmailCopy: values.invoiceEmailCopy.trim(),
  note: values.note,
});

/** A new invoice with its items, as one POST takes them. */
export const createBodyOf = (values: InvoiceFormValues): InvoiceCreateBody => ({
  invoice: {
    ...invoiceInputOf(values),
    customerId: values.customerId as number,
    customerApplicationId: values.customerApplicationId,
  },
  items: itemInputsOf(values.items).map(({ id: _id, ...item }) => item),
});

export const updateBodyOf = (values: InvoiceFormValues, withItems: boolean): InvoiceUpdateBody => ({
  invoice: { ...invoiceInputOf(values), lockVersion: values.lockVersion ?? 0 },
  ...(withItems ? { items: itemInputsOf(values.items) } : {}),
});

/** VAT rate in percent by tax id. */
export type TaxRates = ReadonlyMap<number, number>;

const lineInputOf = (item: ItemValues, taxes: TaxRates) => {
  const taxId = parseNumber(item.taxId);
  return {
    price: numberOrNull(item.price) ?? 0,
    amount: numberOrNull(item.amount) ?? 0,
    sale: numberOrNull(item.sale) ?? 0,
    tax: taxes.get(taxId) ?? 0,
    taxId: Number.isFinite(taxId) ? taxId : 0,
    reverseCharge: item.reverseCharge,
  };
};

/**
 * Live prices of the typed lines by the one VAT decision of the parties (contract vat-decision.ts): the screen shows
 * what the server will decide; the server computes them again on save.
 */
export const livePricesOf = (items: readonly ItemValues[], taxes: TaxRates, parties: VatParties) => ({
  lines: items.map((item) => invoiceLinePrices(lineInputOf(item, taxes), parties)),
  totals: invoiceTotals(
    items.map((item) => lineInputOf(item, taxes)),
    parties,
  ),
});

export const itemFieldNames = ['code', 'name', 'amount', 'unit', 'price', 'sale', 'taxId'] as const;

/** Every invoice field a server error may name (error.detail.fields). */
export const invoiceFieldNames: Path<InvoiceFormValues>[] = [
  'customerId',
  'billingInfoId',
  'deliveryNoteNumber',
  'dateIssue',
  'dateTaxableSupply',
  'dateMaturity',
  'datePaid',
  'paid',
  'payment',
  ...invoiceTextFields,
];

/** A field's label for the stale-version dialog, e.g. `invoiceCity` → "Město", `items.0.name` → "Položka 1 – Název". */
export const useInvoiceFieldLabel = () => {
  const { t } = useTranslation();
  return (path: string) => {
    const [first = '', index, field] = path.split('.');
    if (first === 'items' && field)
      return `${t('invoice.item_number', { number: Number(index) + 1 })} – ${t(`invoice_item.${field}`)}`;
    return t(`invoice.${first}`);
  };
};

/**
 * The checks a line must pass before it is sent (the server checks again and names a failing item
 * in error.detail.itemId): a name, a positive amount, a price and a VAT rate.
 */
export const itemProblemsOf = (items: readonly ItemValues[]) =>
  items.flatMap((item, index) => {
    const problems: { index: number; field: (typeof itemFieldNames)[number]; key: string }[] = [];
    if (item.name.trim() === '') problems.push({ index, field: 'name', key: 'required' });
    const amount = parseNumber(item.amount);
    if (!Number.isFinite(amount)) problems.push({ index, field: 'amount', key: 'invalid_number' });
    else if (amount <= 0) problems.push({ index, field: 'amount', key: 'too_small' });
    if (!Number.isFinite(parseNumber(item.price))) problems.push({ index, field: 'price', key: 'invalid_number' });
    if (item.taxId === '') problems.push({ index, field: 'taxId', key: 'required' });
    return problems;
  });
