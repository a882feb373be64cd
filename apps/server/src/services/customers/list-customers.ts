import {
  CUSTOMER_COUNT_LIMIT,
  CUSTOMER_PAGE_SIZE,
  type CustomerListFilter,
  type CustomerListItem,
  type CustomerListResponse,
} from '@bo/contract/customers/list-schemas';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { customerListConditions, isCustomerListFiltered } from './list-filter';
import { ANCHOR_FROM_OFFSET, anchoredStart } from './page-anchors';

type ListRow = {
  id: number;
  delivery_company: string;
  delivery_street: string;
  delivery_cp: string;
  delivery_psc: string;
  delivery_city: string;
  delivery_district_id: number | null;
  district: string | null;
  operator_id: number | null;
  operator_name: string | null;
  next_call: string | null;
  note_id: number | null;
  note: string | null;
  note_created: string | null;
  note_user_name: string | null;
  note_user_surname: string | null;
  contacts: CustomerListItem['contacts'] | string;
};

/**
 * One page of customers, newest first. The page's ids come from the (country_code, id) index
 * first, so a late page skips index entries instead of whole rows; only its 50 rows are joined
 * with district, operator, latest note and first two contacts.
 */
export const customerPageSql = (where: SQL, offset: number) => sql`
  with page as (
    select c.id from customers c where ${where} order by c.id desc limit ${CUSTOMER_PAGE_SIZE} offset ${offset}
  )
  select c.id, c.delivery_company, c.delivery_street, c.delivery_cp, c.delivery_psc, c.delivery_city,
    c.delivery_district_id, d.name as district, c.operator_id,
    nullif(trim(concat_ws(' ', u.name, u.surname)), '') as operator_name,
    to_char(c.next_call at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next_call,
    n.id as note_id, n.note, to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as note_created,
    nu.name as note_user_name, nu.surname as note_user_surname,
    coalesce((
      select json_agg(json_build_object('id', k.id, 'name', k.name, 'position', k.position, 'phone', k.phone,
        'normalizedPhone', k.normalized_phone, 'email', k.email) order by k.slot, k.id)
      from (select * from customer_contacts k where k.customer_id = c.id order by k.slot, k.id limit 2) k
    ), '[]') as contacts
  from page
  join customers c on c.id = page.id
  left join districts d on d.id = c.delivery_district_id
  left join users u on u.id = c.operator_id
  left join lateral (
    select n.id, n.note, n.created_at, n.user_id from customer_notes n
    where n.customer_id = c.id order by n.created_at desc, n.id desc limit 1
  ) n on true
  left join users nu on nu.id = n.user_id
  order by c.id desc`;

/** A filtered list's matches, up to CUSTOMER_COUNT_LIMIT + 1 of them, in no order (decisions 198, 206). */
export const cappedMatchesSql = (where: SQL) => sql`
  select c.id from customers c where ${where} limit ${CUSTOMER_COUNT_LIMIT + 1}`;

/**
 * The newest customers, whose page a filter's walk reads at most (decision 206): a page the planner plans as a walk
 * from the newest customer back reads a bounded number of them even when the filter's matches are rare (a walk for
 * 500 matches among a million read 200,000 customers).
 */
const NEWEST_WINDOW = 20_000;

/** A filtered list's page among the newest customers. */
export const newestPageSql = (where: SQL, offset: number, window = NEWEST_WINDOW) =>
  customerPageSql(sql`${where} and c.id > (select coalesce(max(id), 0) from customers) - ${window}`, offset);

/**
 * Where a filtered page is read when it is not whole among the newest: up to 1,000 matches are the whole list, so
 * by their ids; past that, by the walk over every customer.
 */
export const fallbackPageWhere = (where: SQL, matches: readonly { id: number }[]) =>
  matches.length > CUSTOMER_COUNT_LIMIT
    ? where
    : sql`c.id = any(${sql.param(matches.map((match) => match.id))}::int[])`;

/** The unfiltered list's exact count, kept by the database (customer_counts, migration 0036). */
export const countryCountSql = (countryCode: string) =>
  sql`select coalesce((select count from customer_counts where country_code = ${countryCode}), 0)::int as count`;

export type ListCustomersOptions = {
  countryCode: string;
  filter: CustomerListFilter;
  page: number;
  now?: Date;
  /** How many of the newest customers a filter's page is first looked for among (tests set a small one). */
  newestWindow?: number;
};

/**
 * The list's statements for one request: the count (exact for the unfiltered list, capped for a filter) and the
 * page's rows. A late page of the unfiltered list starts from its page's first id (page-anchors.ts).
 */
export const listCustomerRows = async (db: Db, options: ListCustomersOptions) => {
  const now = options.now ?? new Date();
  const where = customerListConditions(options.filter, options.countryCode, now);
  const offset = (options.page - 1) * CUSTOMER_PAGE_SIZE;
  if (isCustomerListFiltered(options.filter, now)) {
    // Beside each other (PostgreSQL on two pool connections, PGlite one after the other): the matches as the planner
    // best finds them all, and the page among the newest customers only (decision 206).
    const [matches, newest] = await Promise.all([
      queryRows<{ id: number }>(db, cappedMatchesSql(where)),
      queryRows<ListRow>(db, newestPageSql(where, offset, options.newestWindow)),
    ]);
    const totalCount = Math.min(matches.length, CUSTOMER_COUNT_LIMIT);
    const isCapped = matches.length > CUSTOMER_COUNT_LIMIT;
    // a whole page among the newest: no older customer comes before it
    if (newest.length === CUSTOMER_PAGE_SIZE) return { rows: newest, totalCount, isCapped };
    const rows =
      matches.length === 0
        ? []
        : await queryRows<ListRow>(db, customerPageSql(fallbackPageWhere(where, matches), offset));
    return { rows, totalCount, isCapped };
  }
  const [countRow] = await queryRows<{ count: number }>(db, countryCountSql(options.countryCode));
  const totalCount = Number(countRow?.count ?? 0);
  if (offset < ANCHOR_FROM_OFFSET) {
    return { rows: await queryRows<ListRow>(db, customerPageSql(where, offset)), totalCount, isCapped: false };
  }
  const start = await anchoredStart(db, options.countryCode, offset, totalCount);
  const from = start.fromId === null ? where : sql`${where} and c.id <= ${start.fromId}`;
  return { rows: await queryRows<ListRow>(db, customerPageSql(from, start.skip)), totalCount, isCapped: false };
};

const toItem = (row: ListRow, now: Date): CustomerListItem => ({
  id: row.id,
  deliveryAddress: {
    company: row.delivery_company,
    street: row.delivery_street,
    cp: row.delivery_cp,
    psc: row.delivery_psc,
    city: row.delivery_city,
  },
  districtId: row.delivery_district_id,
  district: row.district,
  latestNote:
    row.note_id === null
      ? null
      : {
          id: row.note_id,
          note: row.note ?? '',
          dateCreated: row.note_created ?? '',
          userName: row.note_user_name,
          userSurname: row.note_user_surname,
        },
  operatorId: row.operator_id,
  operatorName: row.operator_name,
  contacts: typeof row.contacts === 'string' ? JSON.parse(row.contacts) : row.contacts,
  nextCall: row.next_call,
  nextCallColor: nextCallColor(row.next_call, now),
});

/** GET /v1/customers: the page and the count of matching customers (exact, or capped for a broad filter). */
export const listCustomers = async (db: Db, options: ListCustomersOptions): Promise<CustomerListResponse> => {
  const now = options.now ?? new Date();
  const { rows, totalCount, isCapped } = await listCustomerRows(db, { ...options, now });
  return {
    customers: rows.map((row) => toItem(row, now)),
    pagination: {
      page: options.page,
      pageCount: Math.ceil(totalCount / CUSTOMER_PAGE_SIZE),
      totalCount,
      totalCountCapped: isCapped,
    },
  };
};
