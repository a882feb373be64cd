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
 * The customers a chunk's rows match, in two queries: by IČ, and by company (case-insensitive) and
 * PSČ. Inside the import's transaction the rows are locked until it commits.
 */
export const findExisting = async (
  db: Db,
  options: { countryCode: string; ics: string[]; companyPscs: [string, string][]; lock: boolean },
) => {
  const lock = options.lock ? sql` for update` : sql``;
  const byIc = new Map<string, ExistingCustomer>();
  const byCompanyPsc = new Map<string, ExistingCustomer[]>();
  if (options.ics.length > 0) {
    // the keys travel as one JSON parameter and join the indexes (not a list of hundreds of parameters)
    const rows = await queryRows<ExistingCustomer>(
      db,
      sql`select ${existingColumns} from customers c
        where c.country_code = ${options.countryCode}
          and c.delivery_ic in (select json_array_elements_text(${JSON.stringify(options.ics)}::json))
        order by c.id${lock}`,
    );
    for (const row of rows) if (!byIc.has(row.delivery_ic)) byIc.set(row.delivery_ic, row);
  }
  if (options.companyPscs.length > 0) {
    const keys = JSON.stringify(options.companyPscs.map(([company, psc]) => ({ company, psc })));
    const rows = await queryRows<ExistingCustomer>(
      db,
      sql`select ${existingColumns} from customers c
        where c.country_code = ${options.countryCode}
          and (lower(c.delivery_company), c.delivery_psc) in
            (select lower(k.company), k.psc from json_to_recordset(${keys}::json) as k(company text, psc text))
        order by c.id${lock}`,
    );
    for (const row of rows) {
      const key = companyPscKey(row.delivery_company, row.delivery_psc);
      byCompanyPsc.set(key, [...(byCompanyPsc.get(key) ?? []), row]);
    }
  }
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
