import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

type Kind = 'user' | 'billingInfo' | 'district' | 'paymentType' | 'product' | 'unit';

/** Fields holding the id of another record: the history shows that record's name (decision 151). */
const REFERENCE_FIELDS: Record<string, Kind> = {
  operatorId: 'user',
  userId: 'user',
  driverId: 'user',
  engineerId: 'user',
  acceptorId: 'user',
  billingInfoId: 'billingInfo',
  deliveryDistrictId: 'district',
  billingDistrictId: 'district',
  paymentTypeId: 'paymentType',
  productId: 'product',
  unitId: 'unit',
};

const NAMES: Record<Kind, string> = {
  user: `select id, nullif(trim(concat_ws(' ', name, surname)), '') as text from users`,
  billingInfo: 'select id, name as text from billing_infos',
  district: 'select id, name as text from districts',
  paymentType: 'select id, code as text from payment_types',
  product: 'select id, name as text from products',
  unit: 'select id, value as text from units',
};

type Change = { field: string | null; old_value: unknown; new_value: unknown };

/**
 * The names of the records the changes refer to, one query per kind of reference on the page.
 * A payment type answers its code (the screen translates it).
 */
export const referenceTexts = async (db: Db, changes: readonly Change[]) => {
  const wanted = new Map<Kind, Set<number>>();
  for (const change of changes) {
    const kind = change.field === null ? undefined : REFERENCE_FIELDS[change.field];
    if (!kind) continue;
    for (const value of [change.old_value, change.new_value])
      if (typeof value === 'number') wanted.set(kind, (wanted.get(kind) ?? new Set()).add(value));
  }
  const found = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const rows = await queryRows<{ id: number; text: string | null }>(
      db,
      sql`select id, text from (${sql.raw(NAMES[kind])}) named where id in (${sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of rows) if (row.text) found.set(`${kind}:${row.id}`, row.text);
  }
  return (field: string | null, value: unknown) => {
    const kind = field === null ? undefined : REFERENCE_FIELDS[field];
    return kind && typeof value === 'number' ? (found.get(`${kind}:${value}`) ?? null) : null;
  };
};
