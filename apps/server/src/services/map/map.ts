import { addDays, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import type { BestOperator, MapApplication, MapDetailResponse, MapResponse } from '@bo/contract/map/schemas';
import { centsToNumber, toScaled } from '@bo/contract/money/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInstant } from '../../db/company-time';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/app-error';

/** How many operators the progress list shows. */
export const BEST_OPERATORS_LIMIT = 10;

type MapRow = {
  application_id: number;
  customer_id: number;
  application_date: string;
  company: string;
  gps: [number, number][] | string | null;
  driver_id: number | null;
  driver_name: string | null;
  driver_order: boolean;
  route_order: number | null;
};

const toMapApplication = (row: MapRow): MapApplication => ({
  customerId: row.customer_id,
  applicationId: row.application_id,
  applicationDate: row.application_date,
  company: row.company,
  gps: (typeof row.gps === 'string' ? (JSON.parse(row.gps) as [number, number][]) : (row.gps ?? [])).map(
    ([latitude, longitude]) => [Number(latitude), Number(longitude)] as [number, number],
  ),
  driverNumber: row.driver_id,
  driverName: row.driver_name ?? '',
  driverApplications: row.driver_order,
  routeOrder: row.route_order,
});

/** The week's calls per operator of the country, most first; percent of the first (bar max 100). */
export const bestOperatorsOf = async (
  db: Db,
  countryCode: string,
  week: readonly string[],
): Promise<BestOperator[]> => {
  const first = week[0] as string;
  const afterLast = addDays(week[4] as string, 1);
  const rows = await queryRows<{ id: number; name: string; surname: string; call_count: number | string }>(
    db,
    sql`select u.id, u.name, u.surname, count(*) as call_count
      from customer_calls k join users u on u.id = k.operator_id
      where k.start_date >= ${companyInstant(first)}
        and k.start_date < ${companyInstant(afterLast)}
        and exists (select 1 from user_countries uc where uc.user_id = u.id and uc.country_code = ${countryCode})
      group by u.id, u.name, u.surname
      order by count(*) desc, u.surname, u.name, u.id
      limit ${BEST_OPERATORS_LIMIT}`,
  );
  const most = Number(rows[0]?.call_count ?? 0);
  return rows.map((row) => ({
    userId: row.id,
    fullName: `${row.name} ${row.surname}`.trim(),
    callCount: Number(row.call_count),
    percent: most === 0 ? 0 : Math.round((Number(row.call_count) / most) * 100),
  }));
};

export type MapRequest = {
  countryCode: string;
  selectedDates?: readonly string[];
  driverApplications: boolean;
  now?: Date;
};

/**
 * overview §2.7: the applications planned on the selected days (the current week when none are
 * given), through the application-date index; driver orders apart, and only when asked for.
 */
export const loadMap = async (db: Db, request: MapRequest): Promise<MapResponse> => {
  const now = request.now ?? new Date();
  const selectedDates = [...new Set(request.selectedDates ?? companyWorkWeek(now))].sort();
  const weekDates = selectedDates[0]
    ? companyWorkWeek(new Date(`${selectedDates[0]}T12:00:00Z`))
    : companyWorkWeek(now);
  const rows =
    selectedDates.length === 0
      ? []
      : await queryRows<MapRow>(
          db,
          sql`select a.id as application_id, a.customer_id, to_char(a.application_date, 'YYYY-MM-DD') as application_date,
            c.delivery_company as company, a.driver_id, a.driver_order, a.route_order,
            (select trim(u.name || ' ' || u.surname) from users u where u.id = a.driver_id) as driver_name,
            coalesce((select json_agg(json_build_array(g.latitude, g.longitude) order by g.id)
              from customer_gps g where g.customer_id = c.id), '[]'::json) as gps
          from customer_applications a join customers c on c.id = a.customer_id
          where a.country_code = ${request.countryCode}
            and a.application_date in (${sql.join(
              selectedDates.map((day) => sql`${day}::date`),
              sql`, `,
            )})
            ${request.driverApplications ? sql`` : sql`and not a.driver_order`}
          order by a.application_date, a.id`,
        );
  const applications = rows.map(toMapApplication);
  return {
    mapApplications: applications.filter((application) => !application.driverApplications),
    driverApplications: applications.filter((application) => application.driverApplications),
    filter: { selectedDates, driverApplications: request.driverApplications, weekDates },
    bestOperators: await bestOperatorsOf(db, request.countryCode, weekDates),
  };
};

type DetailRow = {
  customer_id: number;
  company: string;
  street: string;
  cp: string;
  psc: string;
  city: string;
  district: string | null;
  application_id: number;
  application_date: string | null;
  operator_note: string;
  operator_id: number | null;
  operator_name: string | null;
  operator_surname: string | null;
};

/** The popup of one pin: the customer's delivery address, the application's lines and totals, its operator. */
export const loadMapDetail = async (
  db: Db,
  request: { countryCode: string; customerId: number; applicationId: number },
): Promise<MapDetailResponse> => {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select c.id as customer_id, c.delivery_company as company, c.delivery_street as street, c.delivery_cp as cp,
        c.delivery_psc as psc, c.delivery_city as city, d.name as district, a.id as application_id,
        to_char(a.application_date, 'YYYY-MM-DD') as application_date, a.operator_note, a.operator_id,
        u.name as operator_name, u.surname as operator_surname
      from customer_applications a join customers c on c.id = a.customer_id
        left join districts d on d.id = c.delivery_district_id
        left join users u on u.id = a.operator_id
      where a.id = ${request.applicationId} and a.customer_id = ${request.customerId}
        and c.country_code = ${request.countryCode}`,
  );
  if (!row) throw notFound();
  const lines = await queryRows<{ name: string; amount: string; price_with_vat: string; price_without_vat: string }>(
    db,
    sql`select name, amount, price_with_vat, price_without_vat from customer_application_products
      where application_id = ${row.application_id} order by part, position, id`,
  );
  const items = lines.map((line) => ({
    name: line.name,
    amount: Number(line.amount),
    priceWithVat: Number(line.price_with_vat),
    priceWithoutVat: Number(line.price_without_vat),
  }));
  const total = (key: 'priceWithVat' | 'priceWithoutVat') =>
    centsToNumber(items.reduce((sum, item) => sum + toScaled(item[key], 2), 0n));
  return {
    customer: {
      id: row.customer_id,
      company: row.company,
      street: row.street,
      cp: row.cp,
      psc: row.psc,
      city: row.city,
      district: row.district ?? '',
    },
    application: {
      id: row.application_id,
      date: row.application_date,
      items,
      priceWithVat: total('priceWithVat'),
      priceWithoutVat: total('priceWithoutVat'),
      operatorNote: row.operator_note,
    },
    operator:
      row.operator_id === null
        ? null
        : { id: row.operator_id, fullName: `${row.operator_name ?? ''} ${row.operator_surname ?? ''}`.trim() },
  };
};
