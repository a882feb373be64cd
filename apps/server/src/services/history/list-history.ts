import {
  type ChangeSourceKind,
  HISTORY_PAGE_SIZE,
  type HistoryChange,
  type HistoryQuery,
} from '@bo/contract/history/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { forbidden, notFound } from '../../lib/app-error';
import { referenceTexts } from './reference-texts';

type Actor = { id: number; roles: readonly string[] };
export type ListHistoryOptions = HistoryQuery & { countryCode: string; actor: Actor };

const recordTable: Record<HistoryQuery['entity'], SQL> = {
  customer: sql`select 0 as rank, id as customer_id, country_code from customers where id = `,
  application: sql`select 0 as rank, customer_id, country_code from customer_applications where id = `,
  invoice: sql`select 0 as rank, customer_id, country_code from invoices where id = `,
  // a setting of no customer: only administrators read it (checkReader)
  billingInfo: sql`select 0 as rank, null::integer as customer_id, country_code from billing_infos where id = `,
};

/**
 * The customer a record belongs to: from the record, or for a deleted one from its history. Another
 * country's record, or none at all, is a 404.
 */
const ownerOf = async (db: Db, options: ListHistoryOptions) => {
  const [owner] = await queryRows<{ customer_id: number | null; country_code: string }>(
    db,
    sql`${recordTable[options.entity]}${options.id}
      union all
      (select 1, customer_id, country_code from change_history
        where entity = ${options.entity} and entity_id = ${options.id} order by id desc limit 1)
      order by rank limit 1`,
  );
  if (!owner || owner.country_code !== options.countryCode) throw notFound();
  return owner.customer_id;
};

/**
 * Administrators read every record's history; operators only that of their customers (decision 152), so not that
 * of a billing info (decision 174).
 */
const checkReader = async (db: Db, customerId: number | null, actor: Actor) => {
  if (actor.roles.includes('administrator')) return;
  if (!actor.roles.includes('operator') || customerId === null) throw forbidden();
  const [customer] = await queryRows<{ operator_id: number | null }>(
    db,
    sql`select operator_id from customers where id = ${customerId}`,
  );
  if (customer?.operator_id !== actor.id) throw forbidden();
};

type Row = {
  id: number;
  created_at: string;
  action: HistoryChange['action'];
  item_kind: NonNullable<HistoryChange['item']>['kind'] | null;
  item_key: string | null;
  item_label: string | null;
  field: string | null;
  old_value: HistoryChange['oldValue'];
  new_value: HistoryChange['newValue'];
  user_id: number | null;
  user_name: string | null;
  route_name: string | null;
  page_uri: string | null;
  source: ChangeSourceKind | null;
  source_ref: string | null;
};

/** GET /v1/history: a record's changes newest first, a page of 50, paged in SQL. */
export const listHistory = async (db: Db, options: ListHistoryOptions) => {
  await checkReader(db, await ownerOf(db, options), options.actor);
  const where = sql`h.entity = ${options.entity} and h.entity_id = ${options.id}`;
  const [total] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from change_history h where ${where}`,
  );
  const totalCount = Number(total?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(totalCount / HISTORY_PAGE_SIZE));
  const page = Math.min(options.page, pageCount);
  const rows = await queryRows<Row>(
    db,
    sql`select h.id, to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        h.action, h.item_kind, h.item_key, h.item_label, h.field, h.old_value, h.new_value, h.user_id,
        nullif(trim(concat_ws(' ', u.name, u.surname)), '') as user_name, h.route_name, h.page_uri,
        h.source, h.source_ref
      from change_history h left join users u on u.id = h.user_id
      where ${where}
      order by h.created_at desc, h.id desc
      limit ${HISTORY_PAGE_SIZE} offset ${(page - 1) * HISTORY_PAGE_SIZE}`,
  );
  const texts = await referenceTexts(db, rows);
  return {
    changes: rows.map(
      (row): HistoryChange => ({
        id: row.id,
        createdAt: row.created_at,
        action: row.action,
        item:
          row.item_kind === null ? null : { kind: row.item_kind, key: row.item_key ?? '', label: row.item_label ?? '' },
        field: row.field,
        oldValue: row.old_value,
        newValue: row.new_value,
        oldText: texts(row.field, row.old_value),
        newText: texts(row.field, row.new_value),
        userId: row.user_id,
        userName: row.user_name,
        routeName: row.route_name,
        pageUri: row.page_uri,
        source: row.source === null ? null : { kind: row.source, ref: row.source_ref ?? '' },
      }),
    ),
    pagination: { page, pageCount, totalCount },
  };
};
