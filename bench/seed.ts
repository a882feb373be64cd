// The benches' data set, on top of the demo data: BENCH_CUSTOMERS customers (default 100,000) with 2 contacts,
// 1 GPS point, 3 notes and 4 change-history rows each and an application for every fifth; BENCH_INVOICES invoices
// (default 100,000) over four years with 3 items and a "created" history row each, a credit note for every fifth
// and a bank payment for about a fifth. Everything is made in SQL batches (generate_series) with deterministic
// pseudo-random spreads, so every size has the same spread of operators, districts, dates and states.
// The big tables' secondary indexes are dropped while the rows go in and built again at the end (a bulk load);
// an interrupted run finds them saved in bench_saved_indexes and builds them before it goes on.
// Run alone: node --import tsx bench/seed.ts   (BENCH_CUSTOMERS, BENCH_INVOICES, BENCH_DATABASE_URL, BENCH_ONLY)
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { surnames, towns } from '../apps/server/src/db/seed/demo-customer-data';
import { isEmptyDatabase, seedReference } from '../apps/server/src/db/seed/reference';
import { inTransaction } from '../apps/server/src/db/transaction';
import { refreshSearchTextWhere } from '../apps/server/src/services/customers/search-text';
import { openBenchDatabase } from './customers-databases';
import { benchSize } from './smoke';

export const BENCH_CUSTOMERS = benchSize('BENCH_CUSTOMERS', 100_000, 200);
export const BENCH_INVOICES = benchSize('BENCH_INVOICES', 100_000, 200);
/** The data set's name: its database (PostgreSQL) or folder (PGlite) holds exactly this size. */
export const benchDataName = `data_${BENCH_CUSTOMERS}c_${BENCH_INVOICES}i`;

const CUSTOMER_BATCH = 50_000;
const INVOICE_BATCH = 100_000;
const BENCH_OPERATORS = 16;
const INVOICE_MARK = 'BENCH';
const CREDIT_MARK = 'BENCHD';
/** The search text's refresh reads each customer's contacts: that index stays through the load. */
const KEPT_INDEXES = ['customer_contacts_customer_idx'];
/** The customers' own tables: the invoices only read them, so their indexes are built while the invoices go in. */
const CUSTOMER_TABLES = ['customers', 'customer_contacts', 'customer_gps', 'customer_notes', 'customer_applications'];
/** The tables whose secondary indexes wait until their rows are in. */
const BULK_TABLES = [...CUSTOMER_TABLES, 'change_history', 'invoices', 'invoice_items', 'invoice_payments'];

const companies = [
  'Stavebniny',
  'Autoservis',
  'Truhlářství',
  'Kovovýroba',
  'Zahradnictví',
  'Pekařství',
  'Pila',
  'Farma',
  'Elektro',
  'Autodoprava',
  'Klempířství',
  'Pneuservis',
  'Tiskárna',
  'Recyklace',
];
const names = ['Jan', 'Petr', 'Josef', 'Pavel', 'Martin', 'Tomáš', 'Jana', 'Marie', 'Eva', 'Hana', 'Lenka', 'Lucie'];
const streets = [
  'Nádražní',
  'Husova',
  'Palackého',
  'Masarykova',
  'Komenského',
  'Sokolská',
  'Zahradní',
  'Školní',
  'Revoluční',
  'Tyršova',
  'Jiráskova',
  'Smetanova',
  'Průmyslová',
  'Lipová',
];
const notes = [
  'Volal jsem, má zájem o kontejner na suť.',
  'Nedovolal jsem se, zkusit znovu.',
  'Domluven svoz na čtvrtek.',
  'Poslána nabídka na svoz bioodpadu.',
  'Faktura zaplacena.',
  'Chce přesunout termín výměny.',
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => sql.raw(`array[${values.map(quote).join(',')}]`);
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/** Deterministic pseudo-random 0…1 from a row number and a salt (no session state, same on both databases). */
const rnd = (expr: string, salt: number) =>
  sql.raw(`(((hashint4((${expr}) * 7 + ${salt}) & 2147483647) % 1000000) / 1000000.0)`);
const pick = (values: string[], expr: string, salt: number) =>
  sql`(${textArray(values)})[1 + floor(${rnd(expr, salt)} * ${int(values.length)})::int]`;
const intArray = (values: number[]) => sql.raw(`array[${values.join(',')}]::int[]`);

const townsSql = () => {
  const czech = towns.filter((town) => town.country === 'cz');
  const values = czech.map(
    (town, index) =>
      `(${index}, ${quote(town.city)}, ${quote(town.psc)}, ${town.latitude}::float8, ${town.longitude}::float8, ${quote(town.district)})`,
  );
  return { count: int(czech.length), values: sql.raw(values.join(', ')) };
};

const count = async (db: Db, query: SQL) => Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);

/** What is done: a step's name and the rows it made (one row per batch, so an interrupted run goes on). */
const doneRows = async (db: Db, step: string) =>
  count(db, sql`select coalesce(sum(rows), 0)::bigint as n from bench_seed where step = ${step}`);
const markDone = (tx: Db, step: string, rows: number, seconds: number) =>
  tx.execute(sql`insert into bench_seed (step, rows, seconds) values (${step}, ${rows}, ${seconds})`);

/**
 * Rows 1…total of a step in batches, each in one transaction with its record in bench_seed, from where an earlier
 * run stopped.
 */
const inBatches = async (
  db: Db,
  step: string,
  total: number,
  batch: number,
  log: (line: string) => void,
  insert: (tx: Db, from: number, to: number) => Promise<unknown>,
) => {
  let done = await doneRows(db, step);
  while (done < total) {
    const started = Date.now();
    const to = Math.min(done + batch, total);
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await insert(tx, done + 1, to);
      await markDone(tx, step, to - done, (Date.now() - started) / 1000);
    });
    done = to;
    log(`  ${done.toLocaleString('en')} ${step} (${((Date.now() - started) / 1000).toFixed(0)} s a batch)`);
  }
};

// ——— indexes: dropped for the load, built again after it ———

/** Saves and drops the secondary indexes of the big tables; constraints (keys, unique constraints) stay. */
const dropIndexes = async (db: Db) => {
  await db.execute(sql`
    insert into bench_saved_indexes (name, definition)
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      BULK_TABLES.map((table) => sql`${table}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname)
      and i.indexname not in (${sql.join(
        KEPT_INDEXES.map((name) => sql`${name}`),
        sql`, `,
      )})
    on conflict (name) do nothing`);
  const saved = await queryRows<{ name: string }>(db, sql`select name from bench_saved_indexes`);
  for (const { name } of saved) await db.execute(sql.raw(`drop index if exists "${name.replace(/"/g, '')}"`));
};

/** The table of a saved index's definition (`CREATE INDEX name ON public.table USING …`). */
const tableOfIndex = (definition: string) => /\sON\s+(?:ONLY\s+)?(?:\w+\.)?"?(\w+)"?\s/i.exec(definition)?.[1];

/**
 * Builds the saved indexes again (also what an interrupted run left dropped): of the `tables` given, or all of them.
 */
const restoreIndexes = async (database: Database, log: (line: string) => void, tables?: readonly string[]) => {
  const { db } = database;
  // PGlite's memory is a WebAssembly heap of its own
  const memory = sql.raw(database.kind === 'postgres' ? "'512MB'" : "'64MB'");
  const saved = (
    await queryRows<{ name: string; definition: string }>(
      db,
      sql`select name, definition from bench_saved_indexes order by name`,
    )
  ).filter(({ definition }) => !tables || tables.includes(tableOfIndex(definition) ?? ''));
  for (const { name, definition } of saved) {
    const started = Date.now();
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = ${memory}`);
      await tx.execute(sql.raw(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')));
      await tx.execute(sql`delete from bench_saved_indexes where name = ${name}`);
    });
    log(`  index ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
};

// ——— customers ———

const benchOperators = async (db: Db) => {
  await db.execute(sql`
    insert into users (name, surname, login, password_hash)
    select ${pick(names, 'g', 1)}, ${pick(surnames, 'g', 2)}, 'bench' || lpad(g::text, 2, '0'),
      (select password_hash from users where login = 'operator')
    from generate_series(1, ${int(BENCH_OPERATORS)}) g on conflict (lower(login)) do nothing`);
  await db.execute(sql`
    insert into user_roles (user_id, role_id, position)
    select u.id, r.id, 0 from users u, roles r where u.login like 'bench%' and r.name = 'operator' on conflict do nothing`);
  await db.execute(sql`
    insert into user_countries (user_id, country_code, position)
    select id, 'cz', 0 from users where login like 'bench%' on conflict do nothing`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where login like 'bench%' or login in ('operator', 'operator2', 'admin2') order by id`,
  );
  return rows.map((row) => row.id);
};

/**
 * Customers g = from…to: a town, an operator, a next call from −40 to +160 days (a tenth none); 2 contacts,
 * 1 GPS point near the town, 3 notes, the search text, 4 history rows and an application for every fifth.
 */
const insertCustomers = async (tx: Db, from: number, to: number, operatorIds: number[]) => {
  const town = townsSql();
  const operators = intArray(operatorIds);
  const [before] = await queryRows<{ max: number }>(tx, sql`select coalesce(max(id), 0)::int as max from customers`);
  const first = Number(before?.max ?? 0) + 1;
  await tx.execute(sql`
    with t(i, city, psc, lat, lon, district) as (values ${town.values})
    insert into customers (country_code, operator_id, next_call, email, delivery_company, delivery_street, delivery_cp,
      delivery_psc, delivery_city, delivery_district_id, delivery_ic, billing_company, billing_street, billing_cp,
      billing_psc, billing_city, billing_district_id, billing_ic, billing_same_as_delivery, created_at)
    select 'cz', (${operators})[1 + (g % ${int(operatorIds.length)})],
      case when g % 10 = 0 then null else now() + (floor(${rnd('g', 3)} * 200) - 40) * interval '1 day' end,
      'info' || g || '@example.cz',
      ${pick(companies, 'g', 4)} || ' ' || ${pick(surnames, 'g', 5)} || ' s.r.o.',
      ${pick(streets, 'g', 6)}, (1 + g % 2000)::text, t.psc, t.city, d.id, lpad((g * 11)::text, 8, '0'),
      ${pick(companies, 'g', 4)} || ' ' || ${pick(surnames, 'g', 5)} || ' s.r.o.',
      ${pick(streets, 'g', 6)}, (1 + g % 2000)::text, t.psc, t.city, d.id, lpad((g * 11)::text, 8, '0'), true,
      now() - (g % 2920) * interval '1 day'
    from generate_series(${int(from)}, ${int(to)}) g
    join t on t.i = g % ${town.count}
    left join districts d on d.name = t.district and d.country_code = 'cz'
    order by g`);
  const range = sql`c.id >= ${int(first)}`;
  await tx.execute(sql`
    insert into customer_contacts (customer_id, slot, name, position, phone, normalized_phone, email)
    select c.id, k, ${pick(names, 'c.id * 2 + k', 7)} || ' ' || ${pick(surnames, 'c.id * 2 + k', 8)},
      case when k = 0 then 'jednatel' else 'účetní' end,
      '7' || lpad(((c.id * 2 + k) % 100000000)::text, 8, '0'),
      '+4207' || lpad(((c.id * 2 + k) % 100000000)::text, 8, '0'),
      'kontakt' || c.id || '-' || k || '@example.cz'
    from customers c cross join generate_series(0, 1) k where ${range}`);
  await tx.execute(sql`
    with t(i, city, psc, lat, lon, district) as (values ${town.values}),
    p as (
      select c.id, c.operator_id, t.lat + (${rnd('c.id', 9)} - 0.5) * 0.3 as lat,
        t.lon + (${rnd('c.id', 10)} - 0.5) * 0.45 as lon
      from customers c join t on t.i = c.id % ${town.count} where ${range}
    )
    insert into customer_gps (customer_id, operator_id, title, coordinates, latitude, longitude)
    select id, operator_id, 'Provozovna', round(lat::numeric, 6) || ', ' || round(lon::numeric, 6), lat, lon from p`);
  await tx.execute(sql`
    insert into customer_notes (customer_id, user_id, note, created_at, updated_at)
    select c.id, (${operators})[1 + ((c.id + k) % ${int(operatorIds.length)})],
      ${pick(notes, 'c.id * 10 + k', 11)}, now() - (c.id % 997 + k * 31) * interval '1 hour',
      now() - (c.id % 997 + k * 31) * interval '1 hour'
    from customers c cross join generate_series(1, 3) k where ${range}`);
  await refreshSearchTextWhere(tx, range);
  // the history as the screens write it (services/history/record-changes.ts): created, then three changes
  await tx.execute(sql`
    insert into change_history (entity, entity_id, customer_id, country_code, action, item_kind, item_key, item_label,
      field, old_value, new_value, user_id, created_at, route_name, page_uri)
    select 'customer', c.id, c.id, 'cz',
      case when k = 0 then 'created' else 'changed' end,
      case when k = 3 then 'contact' end,
      case when k = 3 then (select x.id::text from customer_contacts x where x.customer_id = c.id
        order by x.slot, x.id limit 1) end,
      case when k = 3 then 'Kontakt' end,
      case k when 1 then 'nextCall' when 2 then 'deliveryStreet' when 3 then 'phone' end,
      case k when 1 then to_jsonb(to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        when 2 then to_jsonb('Stará ' || (c.id % 100)::text) when 3 then to_jsonb('602000000'::text) end,
      case k when 1 then to_jsonb(to_char(coalesce(c.next_call, c.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        when 2 then to_jsonb(c.delivery_street) when 3 then to_jsonb('7' || lpad(((c.id * 2) % 100000000)::text, 8, '0')) end,
      c.operator_id, c.created_at + k * interval '40 days', 'customers.detail', '/customers/' || c.id
    from customers c cross join generate_series(0, 3) k where ${range}`);
  await tx.execute(sql`
    insert into customer_applications (customer_id, country_code, application_date, application_real_date,
      delivery_note_number, delivery_note_year, operator_id, user_id, application_note, created_at)
    select c.id, 'cz', a.day, case when a.day < current_date then a.day + (c.id % 3) end,
      case when a.day < current_date then c.id end, extract(year from a.day)::int, c.operator_id, c.operator_id,
      'Přistavení kontejneru', a.day - 7
    from customers c cross join lateral (select current_date - 1400 + (c.id % 1430) as day) a
    where ${range} and c.id % 5 = 0`);
};

const seedCustomers = async (db: Db, log: (line: string) => void) => {
  const operatorIds = await benchOperators(db);
  await inBatches(db, 'customers', BENCH_CUSTOMERS, CUSTOMER_BATCH, log, (tx, from, to) =>
    insertCustomers(tx, from, to, operatorIds),
  );
};

// ——— invoices ———

/**
 * Invoices g = from…to over four years for the bench customers and both CZ billing infos: maturity 14 days after
 * issue, 85 % of those older than 60 days paid; 3 items; a credit note of the first item for every fifth invoice;
 * a bank payment for a quarter of the paid ones; a "created" history row for each document.
 */
const insertInvoices = async (tx: Db, from: number, to: number, taxId: number, billings: number[]) => {
  const customerCount = await count(tx, sql`select count(*)::int as n from bench_customer_ids`);
  const billingArray = intArray(billings);
  const [before] = await queryRows<{ max: number }>(tx, sql`select coalesce(max(id), 0)::int as max from invoices`);
  const first = Number(before?.max ?? 0) + 1;
  await tx.execute(sql`
    with g as (
      select g, current_date - (g % 1460) as issued, 1 + (hashint4(g * 7 + 5) & 2147483647) % ${int(customerCount)} as rn,
        round((100 + ${rnd('g', 1)} * 6000)::numeric, 2) as a, round((50 + ${rnd('g', 6)} * 3000)::numeric, 2) as b,
        round((20 + ${rnd('g', 7)} * 1000)::numeric, 2) as c
      from generate_series(${int(from)}, ${int(to)}) g
    )
    insert into invoices (country_code, number, delivery_note_number, date_issue, date_taxable_supply, date_maturity,
      date_paid, paid, billing_info_id, customer_id, price_without_vat, price_with_vat, invoice_company, invoice_street,
      invoice_cp, invoice_psc, invoice_city, invoice_ic, invoice_email, color, created_at)
    select 'cz', ${INVOICE_MARK} || lpad(g.g::text, 7, '0'), case when g.g % 3 = 0 then g.g end, issued, issued,
      issued + 14,
      case when issued < current_date - 60 and ${rnd('g.g', 2)} < 0.85 then issued + 10 end,
      issued < current_date - 60 and ${rnd('g.g', 2)} < 0.85,
      (${billingArray})[1 + g.g % ${int(billings.length)}], k.id,
      a + b + c, round(a * 1.21, 2) + round(b * 1.21, 2) + round(c * 1.21, 2),
      cu.billing_company, cu.billing_street, cu.billing_cp, cu.billing_psc, cu.billing_city, cu.billing_ic,
      cu.email, 1 + g.g % 6, issued
    from g join bench_customer_ids k on k.rn = g.rn join customers cu on cu.id = k.id
    order by g.g`);
  const range = sql`i.id >= ${int(first)}`;
  await tx.execute(sql`
    insert into invoice_items (invoice_id, position, code, name, amount, price, tax_id, tax, price_without_vat,
      price_with_vat)
    select i.id, k, l.code, l.name, 1, l.price, ${int(taxId)}, 21, l.price, round(l.price * 1.21, 2)
    from invoices i
    cross join generate_series(0, 2) k
    cross join lateral (
      select case k when 0 then 'SVOZ' when 1 then 'NAJEM' else 'ULOZ' end as code,
        case k when 0 then 'Svoz odpadu' when 1 then 'Pronájem kontejneru' else 'Uložení odpadu' end as name,
        case k when 0 then round((100 + ${rnd('substr(i.number, 6)::int', 1)} * 6000)::numeric, 2)
          when 1 then round((50 + ${rnd('substr(i.number, 6)::int', 6)} * 3000)::numeric, 2)
          else round((20 + ${rnd('substr(i.number, 6)::int', 7)} * 1000)::numeric, 2) end as price
    ) l
    where ${range}`);
  // credit notes: every fifth invoice, a week after it, crediting its first item
  await tx.execute(sql`
    insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity, date_paid, paid,
      billing_info_id, customer_id, price_without_vat, price_with_vat, invoice_company, invoice_street, invoice_cp,
      invoice_psc, invoice_city, invoice_ic, invoice_email, color, document_type, original_invoice_id, credit_reason,
      created_at)
    select 'cz', ${CREDIT_MARK} || substr(i.number, 6), i.date_issue + 7, i.date_issue + 7, i.date_issue + 21,
      i.date_paid, i.paid, i.billing_info_id, i.customer_id, -it.price_without_vat, -it.price_with_vat,
      i.invoice_company, i.invoice_street, i.invoice_cp, i.invoice_psc, i.invoice_city, i.invoice_ic, i.invoice_email,
      i.color, 'credit_note', i.id, 'Reklamace svozu', i.created_at + interval '7 days'
    from invoices i join invoice_items it on it.invoice_id = i.id and it.position = 0
    where ${range} and i.document_type = 'invoice' and substr(i.number, 6)::int % 5 = 0`);
  await tx.execute(sql`
    insert into invoice_items (invoice_id, position, code, name, amount, price, tax_id, tax, price_without_vat,
      price_with_vat, credited_item_id)
    select d.id, 0, it.code, it.name, -1, it.price, it.tax_id, it.tax, -it.price_without_vat, -it.price_with_vat, it.id
    from invoices d join invoice_items it on it.invoice_id = d.original_invoice_id and it.position = 0
    where d.id >= ${int(first)} and d.document_type = 'credit_note'`);
  await tx.execute(sql`
    insert into invoice_payments (invoice_id, account, bank_reference, amount, currency, date, variable_symbol)
    select i.id, '2800000000/2010', 'BENCH' || i.id, i.price_with_vat, 'CZK', i.date_paid,
      regexp_replace(i.number, '[^0-9]', '', 'g')
    from invoices i where ${range} and i.paid and i.document_type = 'invoice' and i.id % 4 = 1`);
  await tx.execute(sql`
    insert into change_history (entity, entity_id, customer_id, country_code, action, created_at, route_name, page_uri)
    select 'invoice', i.id, i.customer_id, 'cz', 'created', i.created_at, 'invoices.detail', '/invoices/' || i.id
    from invoices i where ${range}`);
};

const seedInvoices = async (db: Db, log: (line: string) => void) => {
  const [tax] = await queryRows<{ id: number }>(db, sql`select id from taxes where country_code = 'cz' and tax = 21`);
  const billings = (
    await queryRows<{ id: number }>(db, sql`select id from billing_infos where country_code = 'cz' order by id`)
  ).map((row) => row.id);
  if (!tax || billings.length === 0) throw new Error('demo data missing: no CZ tax or billing info');
  // the invoices' customers are picked by row number among the Czech customers
  await db.execute(sql`drop table if exists bench_customer_ids`);
  await db.execute(sql`create table bench_customer_ids as
    select row_number() over (order by id)::int as rn, id from customers where country_code = 'cz'`);
  await db.execute(sql`create index on bench_customer_ids (rn)`);
  await inBatches(db, 'invoices', BENCH_INVOICES, INVOICE_BATCH, log, (tx, from, to) =>
    insertInvoices(tx, from, to, tax.id, billings),
  );
  await db.execute(sql`drop table if exists bench_customer_ids`);
};

/** The rows of each seeded table, for the bench's header line. */
export const benchRowCounts = async (db: Db) => {
  const tables = ['customers', 'customer_contacts', 'customer_gps', 'customer_notes', 'customer_applications'];
  const more = ['change_history', 'invoices', 'invoice_items', 'invoice_payments'];
  const counts: Record<string, number> = {};
  for (const table of [...tables, ...more]) {
    counts[table] = await count(db, sql.raw(`select count(*)::bigint as n from ${table}`));
  }
  counts.credit_notes = await count(
    db,
    sql`select count(*)::bigint as n from invoices where document_type = 'credit_note'`,
  );
  return counts;
};

/**
 * The server settings a figure depends on: the version (PGlite reports the PostgreSQL it embeds) and the memory kept
 * for pages (shared_buffers; a page outside it comes from the operating system's cache, several times slower).
 */
export const benchDatabaseSettings = async (db: Db) => {
  const [row] = await queryRows<{ version: string; shared_buffers: string }>(
    db,
    sql`select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers`,
  );
  return `server version ${row?.version ?? '?'}, shared_buffers ${row?.shared_buffers ?? '?'}`;
};

/**
 * Seeds once: a data set that is complete is left as it is; one that was interrupted goes on from its last
 * batch. Prints each batch and the whole time.
 */
export const seedBench = async (database: Database, log: (line: string) => void = console.log) => {
  const { db } = database;
  if (await isEmptyDatabase(db)) {
    await seedReference(db);
    await seedDemo(db);
  }
  await db.execute(sql`create table if not exists bench_seed (step text not null, rows bigint not null,
    seconds numeric not null, done_at timestamptz not null default now())`);
  await db.execute(
    sql`create table if not exists bench_saved_indexes (name text primary key, definition text not null)`,
  );
  const isComplete =
    (await doneRows(db, 'customers')) >= BENCH_CUSTOMERS &&
    (await doneRows(db, 'invoices')) >= BENCH_INVOICES &&
    (await doneRows(db, 'indexes')) > 0;
  if (isComplete) {
    await restoreIndexes(database, log);
    return;
  }
  const started = Date.now();
  log(
    `  seeding ${BENCH_CUSTOMERS.toLocaleString('en')} customers and ${BENCH_INVOICES.toLocaleString('en')} invoices`,
  );
  await db.execute(sql`delete from bench_seed where step = 'indexes'`);
  await dropIndexes(db);
  await seedCustomers(db, log);
  // the search text's update left a dead row behind every customer: pack the table before its indexes are built
  const packing = Date.now();
  await db.execute(sql`vacuum full customers`);
  log(`  customers packed (${((Date.now() - packing) / 1000).toFixed(0)} s)`);
  // The invoices only read the customers' tables: on PostgreSQL their indexes are built on a second connection
  // while the invoices go in, each on a core of its own (PGlite, one connection, takes them one after the other).
  const settled = await Promise.allSettled([seedInvoices(db, log), restoreIndexes(database, log, CUSTOMER_TABLES)]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await restoreIndexes(database, log);
  const analysing = Date.now();
  await db.execute(sql`vacuum analyze`);
  log(`  vacuum analyze (${((Date.now() - analysing) / 1000).toFixed(0)} s)`);
  await db.execute(sql`insert into bench_seed (step, rows, seconds) values ('indexes', 1, 0)`);
  log(`  seeding took ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

/** The bench data set on one database, seeded when it is not complete yet. */
export const openSeededBench = async (kind: 'postgres' | 'pglite', log: (line: string) => void = console.log) => {
  const database = await openBenchDatabase(kind, benchDataName);
  try {
    await seedBench(database, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.BENCH_ONLY;
  for (const kind of ['postgres', 'pglite'] as const) {
    if (only && only !== kind) continue;
    const database = await openSeededBench(kind, (line) => console.log(`${kind}${line}`));
    console.table(await benchRowCounts(database.db));
    await database.close();
  }
}
