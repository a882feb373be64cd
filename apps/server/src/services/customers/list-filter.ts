import type { CustomerListFilter } from '@bo/contract/customers/list-schemas';
import {
  type NextCallColor,
  type NextCallRange,
  nextCallColorIds,
  nextCallDaysOf,
  nextCallRangeOf,
} from '@bo/contract/customers/next-call';
import { type SQL, sql } from 'drizzle-orm';
import { companyInstant, companyLocalTime } from '../../db/company-time';
import { containsPattern, unaccentedContains } from '../../db/text-search';
import { contactNamesContain, searchTextContains } from './search-text';

const words = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, 10);

/**
 * `column` holds `word` regardless of case and diacritics, through f_field_contains (migration 0037): the planner
 * leaves its estimate to the indexed search-text condition beside it (decision 198).
 */
const fieldContains = (column: SQL, word: string) =>
  sql`f_field_contains(${column}, f_unaccent(lower(${containsPattern(word)})))`;

/**
 * The next call with none planned as never: a range from some day on holds the customers without a call too, and
 * the index of this expression (customers_country_next_call_never_idx) bounds every range, that one included.
 * Written as `next_call is null or next_call >= …` it bounded nothing, and the embedded database walked the next-call
 * index from the earliest call past half a million customers called sooner (3 s at a million, decision 208).
 */
const nextCallOrNever = sql`coalesce(c.next_call, 'infinity'::timestamptz)`;

/** Days until the call ⇔ the company's calendar days (see contract next-call), Prague midnights as instants. */
export const nextCallRangeCondition = (range: NextCallRange, now: Date): SQL => {
  const { fromDay, untilDay } = nextCallDaysOf(range, now);
  const start = fromDay === undefined ? undefined : companyInstant(fromDay);
  const end = untilDay === undefined ? undefined : companyInstant(untilDay);
  if (start && end) return sql`(${nextCallOrNever} >= ${start} and ${nextCallOrNever} < ${end})`;
  if (start) return sql`${nextCallOrNever} >= ${start}`;
  if (end) return sql`${nextCallOrNever} < ${end}`;
  return sql`true`;
};

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * A month and/or year of a date or time column (Prague calendar for times); a year's bounds test `boundedColumn`
 * (the next call's indexed expression: a missing call is in no year).
 */
const monthYearCondition = (
  column: SQL,
  month: number | undefined,
  year: number | undefined,
  isTime: boolean,
  boundedColumn = column,
) => {
  const local = isTime ? companyLocalTime(column) : column;
  if (year !== undefined) {
    const first = monthStart(year, month ?? 1);
    const next = month === undefined || month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
    const bounds = isTime
      ? sql`${boundedColumn} >= ${companyInstant(first)} and ${boundedColumn} < ${companyInstant(next)}`
      : sql`${boundedColumn} >= ${first}::date and ${boundedColumn} < ${next}::date`;
    return sql`(${bounds})`;
  }
  if (month !== undefined) return sql`extract(month from ${local}) = ${month}`;
  return undefined;
};

/** All application conditions hold for one and the same application of the customer. */
const applicationCondition = (filter: CustomerListFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.deliveryNoteNumber !== undefined)
    conditions.push(sql`a.delivery_note_number = ${filter.deliveryNoteNumber}`);
  if (filter.applicationDate) conditions.push(sql`a.application_date = ${filter.applicationDate}::date`);
  if (filter.applicationRealDate) conditions.push(sql`a.application_real_date = ${filter.applicationRealDate}::date`);
  const planned = monthYearCondition(sql`a.application_date`, filter.applicationMonth, filter.applicationYear, false);
  if (planned) conditions.push(planned);
  const real = monthYearCondition(
    sql`a.application_real_date`,
    filter.applicationRealMonth,
    filter.applicationRealYear,
    false,
  );
  if (real) conditions.push(real);
  if (conditions.length === 0) return undefined;
  return sql`exists (select 1 from customer_applications a where a.customer_id = c.id and ${sql.join(conditions, sql` and `)})`;
};

/** A text filter on a column with a trigram index of its own (`f_unaccent(lower(column))`, decision 208). */
const ownIndexFilter = (value: string | undefined, column: SQL): SQL[] =>
  words(value ?? '').map((word) => unaccentedContains(column, word));

/** A text filter on given columns, narrowed first through the indexed search text. */
const textFilter = (value: string | undefined, columns: SQL[]): SQL[] => {
  if (!value) return [];
  return words(value).flatMap((word) => [
    searchTextContains(word),
    sql`(${sql.join(
      columns.map((column) => fieldContains(column, word)),
      sql` or `,
    )})`,
  ]);
};

const contactCondition = (filter: CustomerListFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  const nameWords = words(filter.contactName ?? '');
  // one word alone is in a contact's name whenever the contact names hold it (contactNamesContain): no check needed
  if (nameWords.length > 1 || filter.contactEmail || filter.contactPhone) {
    for (const word of nameWords) conditions.push(fieldContains(sql`k.name`, word));
  }
  if (filter.contactEmail) conditions.push(fieldContains(sql`k.email`, filter.contactEmail.trim()));
  if (filter.contactPhone) {
    const digits = filter.contactPhone.replace(/[^\d+]/g, '');
    if (digits) {
      const pattern = `%${digits}%`;
      // the expression of the trigram index of migration 0037; the digits hold no space, so never span the two
      conditions.push(sql`(k.normalized_phone || ' ' || regexp_replace(k.phone, '[^0-9+]', '', 'g')) like ${pattern}`);
    }
  }
  if (conditions.length === 0) return undefined;
  return sql`exists (select 1 from customer_contacts k where k.customer_id = c.id and ${sql.join(conditions, sql` and `)})`;
};

/** Every filter given, as conditions on `customers c` (all must hold); none for an unfiltered list. */
const filterConditions = (filter: CustomerListFilter, now: Date): SQL[] => {
  const conditions: SQL[] = [];
  for (const word of words(filter.search ?? '')) conditions.push(searchTextContains(word));
  if (filter.operatorId !== undefined) conditions.push(sql`c.operator_id = ${filter.operatorId}`);
  if (filter.districtId !== undefined) conditions.push(sql`c.delivery_district_id = ${filter.districtId}`);
  const colors = [...new Set(filter.colors ?? [])].filter((color): color is NextCallColor =>
    (nextCallColorIds as readonly number[]).includes(color),
  );
  if (colors.length > 0 && colors.length < nextCallColorIds.length) {
    const ranges = colors.map((color) => nextCallRangeCondition(nextCallRangeOf(color), now));
    conditions.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (filter.nextCallInDaysFrom !== undefined || filter.nextCallInDaysTo !== undefined) {
    conditions.push(nextCallRangeCondition(filter, now));
  }
  const nextCallMonth = monthYearCondition(
    sql`c.next_call`,
    filter.nextCallMonth,
    filter.nextCallYear,
    true,
    nextCallOrNever,
  );
  if (nextCallMonth) conditions.push(nextCallMonth);
  // company and house number have trigram indexes of their own (decision 208): a company's words are in many other
  // customers' search text too (surnames of contacts), a house number's digits in nearly all (phones, IČ, postcodes)
  conditions.push(...ownIndexFilter(filter.company, sql`c.delivery_company`));
  conditions.push(...textFilter(filter.street, [sql`c.delivery_street`]));
  conditions.push(...ownIndexFilter(filter.cp, sql`c.delivery_cp`));
  conditions.push(...textFilter(filter.psc?.replace(/\s+/g, ''), [sql`c.delivery_psc`]));
  conditions.push(...textFilter(filter.city, [sql`c.delivery_city`]));
  conditions.push(...textFilter(filter.ic?.replace(/\s+/g, ''), [sql`c.delivery_ic`, sql`c.billing_ic`]));
  conditions.push(...textFilter(filter.dic?.replace(/\s+/g, ''), [sql`c.delivery_dic`, sql`c.billing_dic`]));
  // the contact names and e-mails are indexed (names alone, e-mails in the search text): narrowed before the check
  for (const word of words(filter.contactName ?? '')) conditions.push(contactNamesContain(word));
  for (const word of words(filter.contactEmail ?? '')) conditions.push(searchTextContains(word));
  const contacts = contactCondition(filter);
  if (contacts) conditions.push(contacts);
  const applications = applicationCondition(filter);
  if (applications) conditions.push(applications);
  return conditions;
};

/** The WHERE of GET /v1/customers: the country plus every filter given (all must hold). */
export const customerListConditions = (filter: CustomerListFilter, countryCode: string, now: Date): SQL =>
  sql.join([sql`c.country_code = ${countryCode}`, ...filterConditions(filter, now)], sql` and `);

/** Whether the list is narrowed at all (a filter left empty, or all three colours, is none). */
export const isCustomerListFiltered = (filter: CustomerListFilter, now: Date) =>
  filterConditions(filter, now).length > 0;
