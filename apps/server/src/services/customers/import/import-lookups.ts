import { groupBy } from '@bo/contract/common/group-by';
import { headerKey } from '@bo/contract/customers/import/import-fields';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

/** Districts of the country by name, and the country's operators by login or full name (headerKey form). */
export const loadNameMaps = async (db: Db, countryCode: string) => {
  const districtRows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from districts where country_code = ${countryCode}`,
  );
  const operatorRows = await queryRows<{ id: number; login: string; name: string; surname: string }>(
    db,
    sql`select u.id, u.login, u.name, u.surname from users u
      where u.is_active
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id and r.name in ('operator', 'administrator'))
        and exists (select 1 from user_countries uc where uc.user_id = u.id and uc.country_code = ${countryCode})
      order by u.id`,
  );
  const districts = new Map(districtRows.map((row) => [headerKey(row.name), row.id]));
  const operators = new Map<string, number>();
  for (const row of operatorRows) {
    for (const key of [row.login, `${row.name} ${row.surname}`, `${row.surname} ${row.name}`]) {
      const normalized = headerKey(key);
      if (normalized && !operators.has(normalized)) operators.set(normalized, row.id);
    }
  }
  return { districts, operators };
};

/** The stored values an update compares with and keeps. */
export type ExistingCustomer = {
  id: number;
  operator_id: number | null;
  delivery_company: string;
  delivery_street: string;
  delivery_cp: string;
  delivery_psc: string;
  delivery_city: string;
  delivery_district_id: number | null;
  delivery_ic: string;
  delivery_dic: string;
  billing_company: string;
  billing_ic: string;
  billing_dic: string;
  billing_same_as_delivery: boolean;
};

const existingColumns = sql.raw(`c.id, c.operator_id, c.delivery_company, c.delivery_street, c.delivery_cp,
  c.delivery_psc, c.delivery_city, c.delivery_district_id, c.delivery_ic, c.delivery_dic, c.billing_company,
  c.billing_ic, c.billing_dic, c.billing_same_as_delivery`);

/**
 * The customers a chunk's rows match: their ids by IČ and by company (case-insensitive) and PSČ, then their rows
 * by id, in id order, inside the import's transaction locked until it commits (one lock order for parallel
 * imports). Each key reaches its index (`= any`, a lateral lookup per key) whatever the planner believes of the
 * table: statistics lag behind an import that adds 100,000 rows, and a join planned for 300 customers read all
 * 100,000 for each chunk (decision 205).
 */
export const findExisting = async (
  db: Db,
  options: { countryCode: string; ics: string[]; companyPscs: [string, string][]; lock: boolean },
) => {
  const ics = new Set(options.ics);
  const pairs = new Map(options.companyPscs.map(([company, psc]) => [companyPscKey(company, psc), [company, psc]]));
  const ids = new Set<number>();
  if (ics.size > 0) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select c.id from customers c
        where c.country_code = ${options.countryCode} and c.delivery_ic = any(${sql.param([...ics])}::text[])`,
    );
    for (const row of rows) ids.add(row.id);
  }
  if (pairs.size > 0) {
    const keys = [...pairs.values()];
    // offset 0 keeps the lookup a subquery of its own, run per key on the index
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select c.id
        from unnest(${sql.param(keys.map(([company]) => company))}::text[],
                    ${sql.param(keys.map(([, psc]) => psc))}::text[]) as k(company, psc)
        cross join lateral (
          select c.id from customers c
          where c.country_code = ${options.countryCode}
            and lower(c.delivery_company) = lower(k.company) and c.delivery_psc = k.psc
          offset 0) c`,
    );
    for (const row of rows) ids.add(row.id);
  }
  const rows =
    ids.size === 0
      ? []
      : await queryRows<ExistingCustomer>(
          db,
          sql`select ${existingColumns} from customers c where c.id = any(${sql.param([...ids])}::int[])
            order by c.id${options.lock ? sql` for update` : sql``}`,
        );
  // the rows as they are once locked: one changed meanwhile counts by what it is now
  const byIc = new Map<string, ExistingCustomer>();
  for (const row of rows) if (ics.has(row.delivery_ic) && !byIc.has(row.delivery_ic)) byIc.set(row.delivery_ic, row);
  const byCompanyPsc = groupBy(
    rows.filter((row) => pairs.has(companyPscKey(row.delivery_company, row.delivery_psc))),
    (row) => companyPscKey(row.delivery_company, row.delivery_psc),
  );
  return { byIc, byCompanyPsc };
};

export const companyPscKey = (company: string, psc: string) => `${company.toLowerCase()}\u0000${psc}`;

/** The stored customer a row updates: the one with its IČ, else one with its company and PSČ and no other IČ. */
export const matchOfRow = (
  address: { ic: string; company: string; psc: string },
  found: Awaited<ReturnType<typeof findExisting>>,
) => {
  const byIc = address.ic ? found.byIc.get(address.ic) : undefined;
  if (byIc) return byIc;
  return (found.byCompanyPsc.get(companyPscKey(address.company, address.psc)) ?? []).find(
    (customer) => !address.ic || customer.delivery_ic === '' || customer.delivery_ic === address.ic,
  );
};
