import type { CustomerListQuery } from '@bo/contract/customers/list-schemas';
import { nextCallRangeForColors } from '@bo/contract/customers/next-call';
import type { CustomerListRequest } from '../../api/get-customers';

/**
 * The filter form of overview §2.5: the list query without the page and the colour ranges it derives
 * (its schema, customer-filter-schema.ts, loads with the first validation: the list needs no zod).
 */
export type CustomerFilter = Omit<CustomerListQuery, 'page' | 'nextCallInDaysFrom' | 'nextCallInDaysTo'>;
type FilterKey = keyof CustomerFilter;
type TextKey = Exclude<FilterKey, 'colors'>;

/** What the inputs hold: text (selects and dates too) and the ticked colour ids. */
export type CustomerFilterValues = Record<TextKey, string> & { colors: string[] };

/** The extended filter's fields: shown folded unless one of them is set. */
export const extendedFilterKeys = [
  'company',
  'street',
  'cp',
  'psc',
  'city',
  'ic',
  'dic',
  'contactName',
  'contactPhone',
  'contactEmail',
  'applicationMonth',
  'applicationYear',
  'applicationRealMonth',
  'applicationRealYear',
  'nextCallMonth',
  'nextCallYear',
] as const satisfies readonly TextKey[];

/** The filter's fields in the schema's order (customer-filter-schema.test.ts keeps them equal). */
export const filterKeys = [
  'search',
  'deliveryNoteNumber',
  'applicationDate',
  'applicationRealDate',
  'operatorId',
  'districtId',
  'colors',
  ...extendedFilterKeys,
] as const satisfies readonly FilterKey[];
const textKeys = filterKeys.filter((key): key is TextKey => key !== 'colors');

const colorsOf = (query: URLSearchParams) =>
  query
    .getAll('colors')
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** The form's values from the query string. */
export const filterValuesOf = (query: URLSearchParams): CustomerFilterValues => ({
  ...(Object.fromEntries(textKeys.map((key) => [key, query.get(key) ?? ''])) as Record<TextKey, string>),
  colors: colorsOf(query),
});

export const hasExtendedFilter = (values: CustomerFilterValues) => extendedFilterKeys.some((key) => values[key] !== '');

/** The query string of an applied (validated) filter; empty filters are left out, page 1 is implied. */
export const searchOfFilter = (filter: CustomerFilter): Record<string, string> => {
  const search: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = filter[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search[key] = Array.isArray(value) ? [...value].sort().join(',') : String(value);
  }
  return search;
};

export const pageOf = (query: URLSearchParams) => {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * GET /v1/customers parameters of the query string. Colours go as the one day range they cover
 * (overview §4: colour filters are ranges of days until the next call); red with white is no
 * single range, so those go as `colors`.
 */
export const listRequestOf = (query: URLSearchParams): CustomerListRequest => {
  const request: CustomerListRequest = { page: pageOf(query) };
  for (const key of textKeys) request[key] = query.get(key) ?? undefined;
  const colors = colorsOf(query).map(Number);
  const range = nextCallRangeForColors(colors);
  if (range === undefined) request.colors = colors.join(',');
  else Object.assign(request, range);
  return request;
};
