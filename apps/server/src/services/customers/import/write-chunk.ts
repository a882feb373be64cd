import { groupBy } from '@bo/contract/common/group-by';
import { CONTACT_SLOTS } from '@bo/contract/customers/contact-schemas';
import { formatCoordinates } from '@bo/contract/customers/coordinates';
import { type SQL, sql } from 'drizzle-orm';
import { insertUnnest } from '../../../db/bulk-insert';
import type { Db } from '../../../db/client';
import { queryRows, sqlIdList } from '../../../db/query';
import { customerContacts, customerGps, customers } from '../../../db/schema/index';
import { customerColumns } from '../customer-detail';
import { contactNamesSourceOf, refreshSearchTextWhere, searchTextFrom, searchTextSourceOf } from '../search-text';
import type { PlannedRow } from './import-customers';
import { type ExistingCustomer, type findExisting, matchOfRow } from './import-lookups';

type Found = Awaited<ReturnType<typeof findExisting>>;
type WriteOptions = { planned: PlannedRow[]; found: Found; countryCode: string; actorId: number };

/** The columns a new customer gets: POST /v1/customers' own (customerColumns), the billing address following. */
const newCustomerValues = (row: PlannedRow, options: WriteOptions) => {
  const input = {
    ...row.customer,
    operatorId: row.operatorId,
    deliveryAddress: { ...row.customer.deliveryAddress, districtId: row.districtId },
  };
  return { countryCode: options.countryCode, ...customerColumns(input), updatedBy: options.actorId };
};

/**
 * What a row changes on a stored customer: the fields its file fills (an empty cell keeps the
 * stored value). Billing fields that mirror the delivery ones keep mirroring them.
 */
const changedColumns = (row: PlannedRow, stored: ExistingCustomer) => {
  const address = row.customer.deliveryAddress;
  const has = (field: Parameters<PlannedRow['filled']['has']>[0]) => row.filled.has(field);
  const mirrors = stored.billing_same_as_delivery;
  const set: Partial<typeof customers.$inferInsert> = {};
  if (has('company')) {
    set.deliveryCompany = address.company;
    if (stored.billing_company === stored.delivery_company) set.billingCompany = address.company;
  }
  for (const [field, delivery, billing] of [
    ['street', 'deliveryStreet', 'billingStreet'],
    ['cp', 'deliveryCp', 'billingCp'],
    ['psc', 'deliveryPsc', 'billingPsc'],
    ['city', 'deliveryCity', 'billingCity'],
  ] as const) {
    if (!has(field)) continue;
    set[delivery] = address[field];
    if (mirrors) set[billing] = address[field];
  }
  if (has('district')) {
    set.deliveryDistrictId = row.districtId;
    if (mirrors) set.billingDistrictId = row.districtId;
  }
  if (has('ic')) {
    set.deliveryIc = address.ic;
    if (stored.billing_ic === stored.delivery_ic) set.billingIc = address.ic;
  }
  if (has('dic')) {
    set.deliveryDic = address.dic;
    if (stored.billing_dic === stored.delivery_dic) set.billingDic = address.dic;
  }
  if (has('email')) set.email = row.customer.email;
  if (has('note')) set.otherInformation = row.customer.notes;
  if (has('operator')) set.operatorId = row.operatorId;
  return set;
};

type UpdateColumn = readonly [key: string, column: string, type: 'text' | 'int'];
const customerUpdateColumns: readonly UpdateColumn[] = [
  ['deliveryCompany', 'delivery_company', 'text'],
  ['billingCompany', 'billing_company', 'text'],
  ['deliveryStreet', 'delivery_street', 'text'],
  ['billingStreet', 'billing_street', 'text'],
  ['deliveryCp', 'delivery_cp', 'text'],
  ['billingCp', 'billing_cp', 'text'],
  ['deliveryPsc', 'delivery_psc', 'text'],
  ['billingPsc', 'billing_psc', 'text'],
  ['deliveryCity', 'delivery_city', 'text'],
  ['billingCity', 'billing_city', 'text'],
  ['deliveryDistrictId', 'delivery_district_id', 'int'],
  ['billingDistrictId', 'billing_district_id', 'int'],
  ['deliveryIc', 'delivery_ic', 'text'],
  ['billingIc', 'billing_ic', 'text'],
  ['deliveryDic', 'delivery_dic', 'text'],
  ['billingDic', 'billing_dic', 'text'],
  ['email', 'email', 'text'],
  ['otherInformation', 'other_information', 'text'],
  ['operatorId', 'operator_id', 'int'],
];
const contactUpdateColumns: readonly UpdateColumn[] = [
  ['phone', 'phone', 'text'],
  ['normalizedPhone', 'normalized_phone', 'text'],
  ['email', 'email', 'text'],
];
const gpsUpdateColumns: readonly UpdateColumn[] = [['operatorId', 'operator_id', 'int']];

/**
 * One UPDATE … FROM unnest(…) for many rows: a column a row leaves out (undefined or null) keeps
 * its stored value, and a row that changes nothing is not written. A chunk's 500 updates are one statement, not
 * 500 round trips. The keys are also given as `= any(…)`, so the table is read by its index whatever the planner
 * believes of its size (decision 205: statistics lag behind an import that adds 100,000 rows).
 */
const updateFromValues = async (
  db: Db,
  options: {
    table: string;
    key: string;
    columns: readonly UpdateColumn[];
    rows: { id: number; values: Record<string, unknown> }[];
    extra?: SQL;
  },
) => {
  if (options.rows.length === 0) return;
  // one array per column (unnest), not one parameter per value: a chunk's statement stays small to build
  const keys = sql`${sql.param(options.rows.map((row) => row.id))}::int[]`;
  const arrays = [
    keys,
    ...options.columns.map(
      ([key, , type]) => sql`${sql.param(options.rows.map((row) => row.values[key] ?? null))}::${sql.raw(type)}[]`,
    ),
  ];
  const sets = sql.raw(
    options.columns.map(([, column]) => `${column} = coalesce(v.${column}, t.${column})`).join(', '),
  );
  const names = sql.raw(['key_id', ...options.columns.map(([, column]) => column)].join(', '));
  // a row whose values are all the stored ones is left alone: no new version, no write
  const changed = sql.raw(
    options.columns.map(([, column]) => `coalesce(v.${column}, t.${column}) is distinct from t.${column}`).join(' or '),
  );
  await db.execute(
    sql`update ${sql.raw(options.table)} t set ${sets}${options.extra ? sql`, ${options.extra}` : sql``}
      from unnest(${sql.join(arrays, sql`, `)}) as v(${names})
      where t.${sql.raw(options.key)} = v.key_id and t.${sql.raw(options.key)} = any(${keys}) and (${changed})`,
  );
};

/** Writes one chunk inside its transaction: multi-row inserts for new customers, one update per matched one. */
export const writeChunk = async (db: Db, options: WriteOptions) => {
  const creates: PlannedRow[] = [];
  const updates: { row: PlannedRow; stored: ExistingCustomer }[] = [];
  for (const row of options.planned) {
    const stored = matchOfRow(row.customer.deliveryAddress, options.found);
    if (stored) updates.push({ row, stored });
    else creates.push(row);
  }
  const contacts: (typeof customerContacts.$inferInsert)[] = [];
  const points: (typeof customerGps.$inferInsert)[] = [];
  const pointOf = (row: PlannedRow, customerId: number, operatorId: number | null) =>
    row.gps && {
      customerId,
      coordinates: formatCoordinates(row.gps),
      latitude: row.gps.latitude,
      longitude: row.gps.longitude,
      operatorId,
      updatedBy: options.actorId,
    };
  const contactOf = (row: PlannedRow, customerId: number, slot: number) =>
    row.contact && {
      customerId,
      slot,
      name: row.contact.name,
      phone: row.contact.phone,
      normalizedPhone: row.normalizedPhone,
      email: row.contact.email,
      updatedBy: options.actorId,
    };

  const touched: number[] = [];
  if (creates.length > 0) {
    // the search texts are written with the row: no second write of every new customer to refresh them
    const values = creates.map((row) => {
      const customer = newCustomerValues(row, options);
      const contacts = row.contact ? [{ ...row.contact, normalizedPhone: row.normalizedPhone }] : [];
      return {
        ...customer,
        searchText: searchTextSourceOf(customer, contacts),
        contactNames: contactNamesSourceOf(contacts),
      };
    });
    const ids = await insertUnnest<{ id: number }>(db, customers, values, {
      returning: sql`id`,
      computed: { searchText: searchTextFrom, contactNames: searchTextFrom },
    });
    creates.forEach((row, index) => {
      const id = ids[index]?.id as number;
      const contact = contactOf(row, id, 0);
      if (contact) contacts.push(contact);
      const point = pointOf(row, id, row.operatorId);
      if (point) points.push(point);
    });
  }

  if (updates.length > 0) {
    const ids = updates.map((update) => update.stored.id);
    const storedContacts = await queryRows<{ customer_id: number; id: number; name: string; slot: number }>(
      db,
      sql`select customer_id, id, name, slot from customer_contacts where customer_id in (${sqlIdList(ids)})`,
    );
    const storedPoints = await queryRows<{ customer_id: number; latitude: number; longitude: number }>(
      db,
      sql`select customer_id, latitude, longitude from customer_gps where customer_id in (${sqlIdList(ids)})`,
    );
    const contactsOf = groupBy(storedContacts, (contact) => contact.customer_id);
    const pointsOf = groupBy(storedPoints, (point) => point.customer_id);
    const customerChanges: { id: number; values: Record<string, unknown> }[] = [];
    const contactChanges: { id: number; values: Record<string, unknown> }[] = [];
    const gpsOperators: { id: number; values: Record<string, unknown> }[] = [];
    for (const { row, stored } of updates) {
      const set = changedColumns(row, stored);
      customerChanges.push({ id: stored.id, values: set });
      touched.push(stored.id);
      const operatorId = set.operatorId === undefined ? stored.operator_id : set.operatorId;
      if (set.operatorId !== undefined && set.operatorId !== stored.operator_id) {
        gpsOperators.push({ id: stored.id, values: { operatorId } });
      }
      const own = contactsOf.get(stored.id) ?? [];
      const same = row.contact && own.find((contact) => contact.name.toLowerCase() === row.contact?.name.toLowerCase());
      if (row.contact && same) {
        contactChanges.push({
          id: same.id,
          values: {
            phone: row.contact.phone || null,
            normalizedPhone: row.contact.phone ? row.normalizedPhone : null,
            email: row.contact.email || null,
          },
        });
      } else if (row.contact && own.length < CONTACT_SLOTS) {
        const contact = contactOf(row, stored.id, Math.max(-1, ...own.map((contact) => contact.slot)) + 1);
        if (contact) contacts.push(contact);
      }
      const gps = row.gps;
      const known = (pointsOf.get(stored.id) ?? []).some(
        (point) => Number(point.latitude) === gps?.latitude && Number(point.longitude) === gps?.longitude,
      );
      const point = known ? null : pointOf(row, stored.id, operatorId);
      if (point) points.push(point);
    }
    const versioned = sql`lock_version = t.lock_version + 1, updated_at = now(), updated_by = ${options.actorId}`;
    await updateFromValues(db, {
      table: 'customers',
      key: 'id',
      columns: customerUpdateColumns,
      rows: customerChanges,
      extra: versioned,
    });
    await updateFromValues(db, {
      table: 'customer_contacts',
      key: 'id',
      columns: contactUpdateColumns,
      rows: contactChanges,
      extra: versioned,
    });
    await updateFromValues(db, {
      table: 'customer_gps',
      key: 'customer_id',
      columns: gpsUpdateColumns,
      rows: gpsOperators,
    });
  }
  await insertUnnest(db, customerContacts, contacts);
  await insertUnnest(db, customerGps, points);
  if (touched.length > 0) await refreshSearchTextWhere(db, sql`c.id in (${sqlIdList(touched)})`);
  return { created: creates.length, updated: updates.length };
};
