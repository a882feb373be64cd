// Seeds 100,000 customers, 300,000 contacts, 300,000 GPS points and 1,000,000 notes for the
// customer benchmark, in SQL batches (generate_series), on top of the demo data.
// Run alone: node --import tsx bench/customers-seed.ts   (BENCH_DATABASE_URL, else PGlite in BENCH_PGLITE_DIR)
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { surnames, towns } from '../apps/server/src/db/seed/demo-customer-data';
import { isEmptyDatabase, seedReference } from '../apps/server/src/db/seed/reference';
import { refreshSearchTextWhere } from '../apps/server/src/services/customers/search-text';
import { isSmoke } from './smoke';

/** 100,000 customers; 200 under BENCH_SMOKE=1 (bench/smoke.ts). */
export const BENCH_CUSTOMERS = isSmoke ? 200 : 100_000;
const BATCH = Math.min(10_000, BENCH_CUSTOMERS);
const BENCH_OPERATORS = 16;

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

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);
/** Deterministic pseudo-random 0…1 from a row number and a salt (no session state, same on both databases). */
const rnd = (expr: string, salt: number) =>
  sql.raw(`(((hashint4((${expr}) * 7 + ${salt}) & 2147483647) % 1000000) / 1000000.0)`);
const pick = (values: string[], expr: string, salt: number) =>
  sql`(${textArray(values)})[1 + floor(${rnd(expr, salt)} * ${sql.raw(String(values.length))})::int]`;
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const int = (value: number) => sql.raw(String(Math.trunc(value)));

export const isSeeded = async (db: Db) => {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from customers`);
  return Number(row?.count ?? 0) >= BENCH_CUSTOMERS;
};

const benchOperators = async (db: Db) => {
  await db.execute(sql`
    insert into users (name, surname, login, password_hash)
    select ${pick(names, 'g', 1)}, ${pick(surnames, 'g', 2)}, 'bench' || lpad(g::text, 2, '0'),
      (select password_hash from users where login = 'operator')
    from generate_series(1, ${int(BENCH_OPERATORS)}) g on conflict (login) do nothing`);
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

const townsSql = () => {
  const czech = towns.filter((town) => town.country === 'cz');
  const values = czech.map(
    (town, index) =>
      `(${index}, ${quote(town.city)}, ${quote(town.psc)}, ${town.latitude}::float8, ${town.longitude}::float8, ${quote(town.district)})`,
  );
  return { count: int(czech.length), values: sql.raw(values.join(', ')) };
};

/** Customers [from, to]: a town, an operator, next calls from −40 to +160 days (a tenth none). */
const insertCustomers = async (db: Db, from: number, to: number, operatorIds: number[]) => {
  const town = townsSql();
  await db.execute(sql`
    with t(i, city, psc, lat, lon, district) as (values ${town.values})
    insert into customers (country_code, operator_id, next_call, email, delivery_company, delivery_street, delivery_cp,
      delivery_psc, delivery_city, delivery_district_id, delivery_ic, billing_company, billing_street, billing_cp,
      billing_psc, billing_city, billing_district_id, billing_ic, billing_same_as_delivery, old_data)
    select 'cz',
      (${sql.raw(`array[${operatorIds.join(',')}]`)})[1 + (g % ${int(operatorIds.length)})],
      case when g % 10 = 0 then null else now() + (floor(${rnd('g', 3)} * 200) - 40) * interval '1 day' end,
      'info' || g || '@example.cz',
      ${pick(companies, 'g', 4)} || ' ' || ${pick(surnames, 'g', 5)} || ' s.r.o.',
      ${pick(streets, 'g', 6)}, (1 + g % 2000)::text, t.psc, t.city, d.id, lpad((g * 11)::text, 8, '0'),
      ${pick(companies, 'g', 4)} || ' ' || ${pick(surnames, 'g', 5)} || ' s.r.o.',
      ${pick(streets, 'g', 6)}, (1 + g % 2000)::text, t.psc, t.city, d.id, lpad((g * 11)::text, 8, '0'), true, null
    from generate_series(${int(from)}, ${int(to)}) g
    join t on t.i = g % ${town.count}
    left join districts d on d.name = t.district and d.country_code = 'cz'`);
};

const insertChildren = async (db: Db, fromId: number, toId: number, operatorIds: number[]) => {
  const town = townsSql();
  const range = sql`c.id between ${int(fromId)} and ${int(toId)}`;
  await db.execute(sql`
    insert into customer_contacts (customer_id, slot, name, position, phone, normalized_phone, email)
    select c.id, k, ${pick(names, 'c.id + k', 7)} || ' ' || ${pick(surnames, 'c.id + k', 8)}, 'jednatel',
      '7' || lpad(((c.id * 3 + k) % 100000000)::text, 8, '0'),
      '+4207' || lpad(((c.id * 3 + k) % 100000000)::text, 8, '0'),
      'kontakt' || c.id || '-' || k || '@example.cz'
    from customers c cross join generate_series(0, 2) k where ${range}`);
  await db.execute(sql`
    with t(i, city, psc, lat, lon, district) as (values ${town.values})
    insert into customer_gps (customer_id, operator_id, title, coordinates, latitude, longitude)
    select c.id, c.operator_id, 'Bod ' || k, '', t.lat + (${rnd('c.id', 9)} - 0.5) * 0.3 + k * 0.004,
      t.lon + (${rnd('c.id', 10)} - 0.5) * 0.45 + k * 0.006
    from customers c cross join generate_series(0, 2) k join t on t.i = c.id % ${town.count} where ${range}`);
  await db.execute(sql`update customer_gps set coordinates = latitude || ', ' || longitude
    where customer_id between ${int(fromId)} and ${int(toId)}`);
  await db.execute(sql`
    insert into customer_notes (customer_id, user_id, note, created_at, updated_at)
    select c.id, (${sql.raw(`array[${operatorIds.join(',')}]`)})[1 + ((c.id + k) % ${int(operatorIds.length)})],
      ${pick(notes, 'c.id * 10 + k', 11)}, now() - (c.id % 997 + k * 31) * interval '1 hour',
      now() - (c.id % 997 + k * 31) * interval '1 hour'
    from customers c cross join generate_series(1, 10) k where ${range}`);
  await refreshSearchTextWhere(db, range);
};

/** Seeds once: a database that already holds the customers is left as it is. */
export const seedBenchCustomers = async (db: Db, log: (line: string) => void = console.log) => {
  if (await isEmptyDatabase(db)) {
    await seedReference(db);
    await seedDemo(db);
  }
  if (await isSeeded(db)) return;
  const started = Date.now();
  const operatorIds = await benchOperators(db);
  for (let from = 1; from <= BENCH_CUSTOMERS; from += BATCH) {
    const [before] = await queryRows<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from customers`);
    await insertCustomers(db, from, Math.min(from + BATCH - 1, BENCH_CUSTOMERS), operatorIds);
    const [after] = await queryRows<{ max: number }>(db, sql`select max(id)::int as max from customers`);
    await insertChildren(db, Number(before?.max ?? 0) + 1, Number(after?.max ?? 0), operatorIds);
    log(
      `  seeded ${Math.min(from + BATCH - 1, BENCH_CUSTOMERS)} customers (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  await db.execute(sql`vacuum analyze`);
  log(`  seeding took ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openBenchDatabase } = await import('./customers-databases');
  const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  const database = await openBenchDatabase(kind);
  await seedBenchCustomers(database.db);
  await database.close();
}
