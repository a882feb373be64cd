import { formatDate } from '@bo/contract/dates/format';
import type { HistoryChange, HistoryEntity, HistoryValue } from '@bo/contract/history/schemas';
import type { TFunction } from 'i18next';

/** A customer's address columns: `deliveryCity` → the delivery address's "Obec". */
const ADDRESS = /^(delivery|billing)(Company|Street|Cp|Psc|City|DistrictId|Ic|Dic|VatPayer)$/;
const ADDRESS_LABELS: Record<string, string> = {
  Company: 'customer.company',
  Street: 'customer.street',
  Cp: 'customer.cp',
  Psc: 'customer.psc',
  City: 'customer.city',
  DistrictId: 'customer.district',
  Ic: 'customer.ic',
  Dic: 'customer.dic',
  VatPayer: 'customer.vatPayer',
};

/** The form labels of the recorded fields (the catalogs' keys the forms use). */
const LABELS: Record<string, Record<string, string>> = {
  customer: {
    email: 'customer.email',
    emailCopy: 'customer.emailCopy',
    operatorId: 'customer.operator',
    billingInfoId: 'customer.billingInfo',
    agreement: 'customer.agreement',
    agreementDate: 'customer.agreementDate',
    rival: 'customer.rival',
    otherInformation: 'customer.notes',
    nextCall: 'customer_list.next_call',
    billingSameAsDelivery: 'customer.sameAsDelivery',
    deliverySameAsInvoice: 'customer.sameAsInvoice',
  },
  contact: {
    name: 'contact.name',
    position: 'contact.position',
    phone: 'contact.phone',
    email: 'contact.email',
    note: 'contact.note',
  },
  gps: { title: 'gps.title', coordinates: 'gps.coordinates' },
  application: { deliveryNoteNumber: 'invoice.deliveryNoteNumber' },
  cartItem: {
    productId: 'cart.product',
    name: 'cart.product',
    amount: 'cart.amount',
    sale: 'cart.sale',
    price: 'cart.unit_price',
    tax: 'invoice.vat_rate',
    priceWithoutVat: 'cart.price_without_vat',
    priceWithVat: 'cart.price_with_vat',
  },
  invoice: {
    paymentTypeId: 'invoice.payment',
    applicationPart: 'history.field.applicationPart',
    customerApplicationId: 'history.field.customerApplicationId',
    invoiceCompany: 'invoiceCompany',
    invoiceStreet: 'invoiceStreet',
    invoiceCp: 'invoiceCp',
    invoicePsc: 'invoicePsc',
    invoiceCity: 'invoiceCity',
    invoiceIc: 'invoiceIc',
    invoiceDic: 'invoiceDic',
    invoiceEmail: 'invoiceEmail',
    invoiceEmailCopy: 'invoiceEmailCopy',
  },
  invoiceItem: {
    productId: 'cart.product',
    unitId: 'invoice_item.unit',
    tax: 'invoice_item.taxId',
    reverseCharge: 'invoice.reverse_charge',
  },
};

const MONEY = new Set(['price', 'priceWithVat', 'priceWithoutVat']);
const PERCENT = new Set(['sale', 'tax']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** "d. M. yyyy HH:mm" of an ISO time, in the browser's zone. */
export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The label of a changed field: the form's own label, else the entity's, else the field name. */
export const fieldLabel = (t: TFunction, entity: HistoryEntity, change: HistoryChange) => {
  const field = change.field ?? '';
  const address = entity === 'customer' && !change.item ? ADDRESS.exec(field) : null;
  if (address) {
    const [, kind = '', part = ''] = address;
    return `${t(`customer.${kind}_address`)}: ${t(ADDRESS_LABELS[part] ?? '')}`;
  }
  const scope = change.item?.kind ?? entity;
  const candidates = [
    LABELS[scope]?.[field],
    scope === 'application' ? `application.field.${field}` : undefined,
    scope === 'invoice' ? `invoice.${field}` : undefined,
    scope === 'invoiceItem' ? `invoice_item.${field}` : undefined,
    scope === 'billingInfo' ? `billing_info.${field}` : undefined,
  ].filter((key): key is string => key !== undefined);
  const key = candidates.find((candidate) => t(candidate, { defaultValue: '' }) !== '');
  return key ? t(key) : field;
};

/** What a change is about: the item (its kind and name) or the record itself. */
export const subjectOf = (t: TFunction, change: HistoryChange) => {
  if (!change.item) return '';
  const part = change.item.kind === 'cartItem' ? change.item.key.split(':')[0] : undefined;
  const kind = t(`history.kind.${change.item.kind}`);
  const where = part ? ` (${t(`application.cart_${part}`)})` : '';
  return `${kind}${where} ${change.item.label}`.trim();
};

export type FormatMoney = (value: number) => string;

/** A stored value as the forms show it: names, money, dates, Ano/Ne, or "—" for empty. */
export const valueText = (
  t: TFunction,
  formatMoney: FormatMoney,
  field: string | null,
  value: HistoryValue,
  text: string | null,
): string => {
  if (value === null || value === '') return '—';
  if (text !== null) return field === 'paymentTypeId' ? t(`payment_type.${text}`, { defaultValue: text }) : text;
  if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
  if (typeof value === 'number') {
    if (field && MONEY.has(field)) return formatMoney(value);
    const number = new Intl.NumberFormat('cs', { maximumFractionDigits: 3 }).format(value);
    return field && PERCENT.has(field) ? `${number} %` : number;
  }
  if (typeof value === 'string') {
    if (DATE.test(value)) return formatDate(value);
    if (DATE_TIME.test(value)) return formatWhen(value);
    return value;
  }
  return (
    Object.entries(value)
      // ids of products and units say nothing here: the item's name stands for them
      .filter(([key, item]) => !key.endsWith('Id') && item !== null && item !== '' && item !== false)
      .map(([key, item]) => `${fieldLabelOf(t, key)}: ${valueText(t, formatMoney, key, item, null)}`)
      .join(', ')
  );
};

/** The label of an item's field inside a created or deleted item's summary. */
const fieldLabelOf = (t: TFunction, field: string) => {
  for (const scope of ['contact', 'gps', 'cartItem', 'invoiceItem']) {
    const key = LABELS[scope]?.[field] ?? (scope === 'invoiceItem' ? `invoice_item.${field}` : undefined);
    if (key && t(key, { defaultValue: '' }) !== '') return t(key);
  }
  return field;
};
