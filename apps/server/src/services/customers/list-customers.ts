import {
  CUSTOMER_PAGE_SIZE,
  type CustomerListFilter,
  type CustomerListItem,
  type CustomerListResponse,
} from '@bo/contract/customers/list-schemas';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { customerListConditions } from './list-filter';

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

export const customerCountSql = (where: SQL) => sql`select count(*)::int as count from customers c where ${where}`;

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

export type ListCustomersOptions = { countryCode: string; filter: CustomerListFilter; page: number; now?: Date };

/** GET /v1/customers: the page and an exact count of every matching customer. */
export const listCustomers = async (db: Db, options: ListCustomersOptions): Promise<CustomerListResponse> => {
  const now = options.now ?? new Date();
  const where = customerListConditions(options.filter, options.countryCode, now);
  const offset = (options.page - 1) * CUSTOMER_PAGE_SIZE;
  // both at once: PostgreSQL runs them on two pool connections, PGlite one after the other
  const [[countRow], rows] = await Promise.all([
    queryRows<{ count: number }>(db, customerCountSql(where)),
    queryRows<ListRow>(db, customerPageSql(where, offset)),
  ]);
  const totalCount = Number(countRow?.count ?? 0);
  return {
    customers: rows.map((row) => toItem(row, now)),
    pagination: { page: options.page, pageCount: Math.ceil(totalCount / CUSTOMER_PAGE_SIZE), totalCount },
  };
};
