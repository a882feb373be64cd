import type { InvoiceListRequest } from '../../api/get-invoices';

/** The filter form of overview §2.8: text inputs (selects and dates too) and two switches. */
export type InvoiceFilterValues = {
  search: string;
  onlyUnpaid: boolean;
  onlyAfterMaturity: boolean;
  dateType: string;
  dateFrom: string;
  dateTo: string;
  billingInfoId: string;
  /** '' (all), 'invoice' or 'credit_note' */
  documentType: string;
};

const textKeys = ['search', 'dateType', 'dateFrom', 'dateTo', 'billingInfoId', 'documentType'] as const;

/** The form's values from the query string; only-unpaid is on unless the query turns it off. */
export const filterValuesOf = (query: URLSearchParams): InvoiceFilterValues => ({
  search: query.get('search') ?? '',
  onlyUnpaid: query.get('onlyUnpaid') !== '0',
  onlyAfterMaturity: query.get('onlyAfterMaturity') === '1',
  dateType: query.get('dateType') ?? '',
  dateFrom: query.get('dateFrom') ?? '',
  dateTo: query.get('dateTo') ?? '',
  billingInfoId: query.get('billingInfoId') ?? '',
  documentType: query.get('documentType') ?? '',
});

/** The query string of an applied filter: empty values left out, defaults implied, page 1 implied. */
export const searchOfFilter = (values: InvoiceFilterValues): Record<string, string> => {
  const search: Record<string, string> = {};
  for (const key of textKeys) {
    const value = values[key].trim();
    if (value) search[key] = value;
  }
  if (!values.onlyUnpaid) search.onlyUnpaid = '0';
  if (values.onlyAfterMaturity) search.onlyAfterMaturity = '1';
  return search;
};

export const pageOf = (query: URLSearchParams) => {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** GET /v1/invoices parameters of the query string. */
export const listRequestOf = (query: URLSearchParams): InvoiceListRequest => {
  const values = filterValuesOf(query);
  return {
    page: pageOf(query),
    search: values.search || undefined,
    onlyUnpaid: values.onlyUnpaid ? '1' : '0',
    onlyAfterMaturity: values.onlyAfterMaturity ? '1' : '0',
    dateType: values.dateType || undefined,
    dateFrom: values.dateFrom || undefined,
    dateTo: values.dateTo || undefined,
    billingInfoId: values.billingInfoId || undefined,
    documentType: values.documentType || undefined,
  };
};
