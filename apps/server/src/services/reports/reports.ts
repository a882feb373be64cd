import { distanceKm } from '@bo/contract/customers/coordinates';
import { companyDayOf } from '@bo/contract/dates/business-calendar';
import type {
  EkokomsResponse,
  ExitInspectionsResponse,
  InvoicingResponse,
  LogBooksResponse,
  WagesResponse,
} from '@bo/contract/reports/schemas';
import { type GpsPoint, roundKm } from '@bo/contract/route/optimize';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/app-error';
import { getConfiguration } from '../configuration/configuration';

/**
 * The reports (overview §2.11, DESIGN §4). Every figure is aggregated by the database
 * (numeric arithmetic, exact); the service only renames columns and turns numeric strings into
 * JSON numbers.
 */

export type MonthFilter = { month: number; year: number };

/** The month asked for, else the current month of the company (Prague time). */
export const monthOf = (query: { month?: number; year?: number }, now = new Date()): MonthFilter => {
  const today = companyDayOf(now);
  return { year: query.year ?? Number(today.slice(0, 4)), month: query.month ?? Number(today.slice(5, 7)) };
};

/** [first day, first day of the next month) as yyyy-MM-dd. */
export const monthRange = ({ month, year }: MonthFilter) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, until: `${next.year}-${pad(next.month)}-01` };
};

const fullName = (alias: string) => sql.raw(`coalesce(trim(${alias}.name || ' ' || ${alias}.surname), '')`);

// ---------------------------------------------------------------- invoicing

type InvoicingRow = {
  application_id: number;
  customer_id: number;
  company: string;
  delivery_note_number: number | null;
  application_real_date: string;
  postpone_invoice_date: string | null;
  part: string;
  price_without_vat: string;
  price_with_vat: string;
  lock_version: number;
  total_without_vat: string;
  total_with_vat: string;
};

/**
 * DESIGN §4 Invoicing report: one row per application part (company, private) that has products,
 * a real date, no invoice for that part and is not hidden. A part postponed to a day after today
 * (Prague) shows only in the postponed report; the postponed report shows only those.
 */
export const loadInvoicingReport = async (
  db: Db,
  request: { countryCode: string; postponed: boolean; now?: Date },
): Promise<InvoicingResponse> => {
  const today = companyDayOf(request.now ?? new Date());
  // each row is one cart part, hidden or postponed on its own
  const isPrivate = sql`p.part = 'private'`;
  const hidden = sql`case when ${isPrivate} then a.report_invoice_hide_private else a.report_invoice_hide end`;
  const postponedTo = sql`case when ${isPrivate} then a.postpone_invoice_date_private else a.postpone_invoice_date end`;
  const postponeCondition = request.postponed
    ? sql`${postponedTo} > ${today}::date`
    : sql`(${postponedTo} is null or ${postponedTo} <= ${today}::date)`;
  const rows = await queryRows<InvoicingRow>(
    db,
    sql`with parts as (
        select p.application_id, p.part, sum(p.price_without_vat) as price_without_vat,
          sum(p.price_with_vat) as price_with_vat, max(${postponedTo}) as postpone_invoice_date
        from customer_application_products p
          join customer_applications a on a.id = p.application_id
        where a.country_code = ${request.countryCode} and a.application_real_date is not null
          and not ${hidden} and ${postponeCondition}
          and not exists (select 1 from invoices i
            where i.customer_application_id = p.application_id and i.application_part = p.part)
        group by p.application_id, p.part
      )
      select a.id as application_id, a.customer_id, c.delivery_company as company, a.delivery_note_number,
        to_char(a.application_real_date, 'YYYY-MM-DD') as application_real_date,
        to_char(parts.postpone_invoice_date, 'YYYY-MM-DD') as postpone_invoice_date, parts.part,
        parts.price_without_vat, parts.price_with_vat, a.lock_version,
        sum(parts.price_without_vat) over () as total_without_vat,
        sum(parts.price_with_vat) over () as total_with_vat
      from parts join customer_applications a on a.id = parts.application_id
        join customers c on c.id = a.customer_id
      order by a.application_real_date, a.id, parts.part`,
  );
  return {
    invoicingApplications: rows.map((row) => ({
      customerApplicationId: row.application_id,
      customerId: row.customer_id,
      company: row.company,
      deliveryNoteNumber: row.delivery_note_number,
      applicationRealDate: row.application_real_date,
      postponeInvoiceDate: row.postpone_invoice_date,
      priceWithoutVat: Number(row.price_without_vat),
      priceWithVat: Number(row.price_with_vat),
      private: row.part === 'private',
      lockVersion: row.lock_version,
    })),
    summary: {
      priceWithoutVat: Number(rows[0]?.total_without_vat ?? 0),
      priceWithVat: Number(rows[0]?.total_with_vat ?? 0),
    },
  };
};

// ---------------------------------------------------------------- exit inspections

/** The applications delivered (real date) on the day, with the people of each. */
export const loadExitInspections = async (
  db: Db,
  request: { countryCode: string; date?: string; now?: Date },
): Promise<ExitInspectionsResponse> => {
  const date = request.date ?? companyDayOf(request.now ?? new Date());
  const rows = await queryRows<{
    application_id: number;
    customer_id: number;
    company: string;
    operator_name: string;
    driver_name: string;
    engineer_name: string;
    acceptor_name: string;
  }>(
    db,
    sql`select a.id as application_id, a.customer_id, c.delivery_company as company,
        ${fullName('o')} as operator_name, ${fullName('d')} as driver_name,
        ${fullName('e')} as engineer_name, ${fullName('r')} as acceptor_name
      from customer_applications a join customers c on c.id = a.customer_id
        left join users o on o.id = a.operator_id
        left join users d on d.id = a.driver_id
        left join users e on e.id = a.engineer_id
        left join users r on r.id = a.acceptor_id
      where a.country_code = ${request.countryCode} and a.application_real_date = ${date}::date
      order by c.delivery_company, a.id`,
  );
  return {
    date,
    exitInspections: rows.map((row) => ({
      customerId: row.customer_id,
      customerApplicationId: row.application_id,
      company: row.company,
      operatorName: row.operator_name,
      driverName: row.driver_name,
      engineerName: row.engineer_name,
      acceptorName: row.acceptor_name,
    })),
  };
};

// ---------------------------------------------------------------- log books

type LogBookRow = {
  date: string;
  city: string;
  street: string;
  cp: string;
  route_order: number | null;
  latitude: number | string | null;
  longitude: number | string | null;
};

/**
 * The km of each stop from the one before it (the first from the depot) along the day's route, great-circle:
 * only on a day whose every delivery has its place in a stored route (decision 194); else null. A stop without
 * GPS, or one after it, has no km either.
 */
const routeLegsOf = (rows: readonly LogBookRow[], depot: GpsPoint | null): (number | null)[] => {
  const legs: (number | null)[] = rows.map(() => null);
  if (!depot) return legs;
  const byDay = new Map<string, { row: LogBookRow; index: number }[]>();
  rows.forEach((row, index) => {
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), { row, index }]);
  });
  for (const stops of byDay.values()) {
    if (stops.some(({ row }) => row.route_order === null)) continue;
    let previous: GpsPoint | null = depot;
    for (const { row, index } of stops) {
      const point =
        row.latitude === null || row.longitude === null
          ? null
          : { latitude: Number(row.latitude), longitude: Number(row.longitude) };
      legs[index] = previous && point ? roundKm(distanceKm(previous, point)) : null;
      previous = point;
    }
  }
  return legs;
};

/**
 * DESIGN §4 Log book: the driver's applications delivered in the month, by real date (then in route order, then
 * in the order they were entered), each with the customer's delivery address, where the driver starts (the
 * user's `start`, else the depot's address) and the km along the day's route when there is one (decision 194).
 */
export const loadLogBooks = async (
  db: Db,
  request: { countryCode: string; userId: number; month?: number; year?: number; now?: Date },
): Promise<LogBooksResponse> => {
  const filter = monthOf(request, request.now);
  const [user] = await queryRows<{ start: string | null }>(
    db,
    sql`select start from users where id = ${request.userId}`,
  );
  if (!user) throw notFound();
  const { depot } = await getConfiguration(db, request.countryCode);
  const range = monthRange(filter);
  const rows = await queryRows<LogBookRow>(
    db,
    sql`select to_char(a.application_real_date, 'YYYY-MM-DD') as date, c.delivery_city as city,
        c.delivery_street as street, c.delivery_cp as cp, a.route_order, g.latitude, g.longitude
      from customer_applications a join customers c on c.id = a.customer_id
      left join lateral (select latitude, longitude from customer_gps where customer_id = c.id
        order by id limit 1) g on true
      where a.country_code = ${request.countryCode} and a.driver_id = ${request.userId}
        and a.application_real_date >= ${range.from}::date and a.application_real_date < ${range.until}::date
      order by a.application_real_date, a.route_order nulls last, a.id`,
  );
  const start = user.start?.trim() || depot?.address || '';
  const legs = routeLegsOf(rows, depot ? { latitude: depot.latitude, longitude: depot.longitude } : null);
  return {
    logBooks: rows.map((row, index) => ({
      date: row.date,
      start,
      city: row.city,
      street: row.street,
      cp: row.cp,
      km: legs[index] ?? null,
    })),
    filter: { ...filter, userId: request.userId },
  };
};

// ---------------------------------------------------------------- wages

type WageRow = {
  product_id: number;
  name: string;
  price: string;
  commission_repeater: string;
  commission_new: string;
  amount: string;
  total_price: string;
  total_commission: string;
  sum: string;
};

/** One line's commission by one rule: amount × fixed price when set, else the percent of the line's price. */
const commission = (fixedPrice: string, percent: string) =>
  sql.raw(`case when up.${fixedPrice} is not null then round(p.amount * up.${fixedPrice}, 2)
    when up.${percent} is not null then round(p.price_without_vat * up.${percent} / 100, 2) else 0 end`);

/**
 * DESIGN §4 Wages: the operator's applications delivered (real date) in the month; per line the
 * repeat or the new rule of the operator's commission for that product (by `isNew`), rounded to
 * hundredths half away from zero per line; per product the sums, and the month's sum.
 */
export const loadWages = async (
  db: Db,
  request: { countryCode: string; userId: number; month?: number; year?: number; now?: Date },
): Promise<WagesResponse> => {
  const filter = monthOf(request, request.now);
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where id = ${request.userId}`);
  if (!user) throw notFound();
  const range = monthRange(filter);
  const rows = await queryRows<WageRow>(
    db,
    sql`with lines as (
        select p.product_id, p.amount, p.price_without_vat,
          case when a.is_new then 0 else ${commission('repeater_price', 'repeater_percent')} end as commission_repeater,
          case when a.is_new then ${commission('new_price', 'new_percent')} else 0 end as commission_new
        from customer_application_products p
          join customer_applications a on a.id = p.application_id
          join user_profits up on up.user_id = a.operator_id and up.product_id = p.product_id
        where a.country_code = ${request.countryCode} and a.operator_id = ${request.userId}
          and a.application_real_date >= ${range.from}::date and a.application_real_date < ${range.until}::date
      )
      select l.product_id, pr.name, pr.price, sum(l.commission_repeater) as commission_repeater,
        sum(l.commission_new) as commission_new, sum(l.amount) as amount, sum(l.price_without_vat) as total_price,
        sum(l.commission_repeater + l.commission_new) as total_commission,
        sum(sum(l.commission_repeater + l.commission_new)) over () as sum
      from lines l join products pr on pr.id = l.product_id
      group by l.product_id, pr.name, pr.price, pr.position
      order by pr.position, pr.name, l.product_id`,
  );
  return {
    userCommissions: rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      price: Number(row.price),
      commissionRepeater: Number(row.commission_repeater),
      commissionNew: Number(row.commission_new),
      amount: Number(row.amount),
      totalPrice: Number(row.total_price),
      totalCommission: Number(row.total_commission),
    })),
    sum: Number(rows[0]?.sum ?? 0),
    filter: { ...filter, userId: request.userId },
  };
};

// ---------------------------------------------------------------- EKO-KOM

/**
 * DESIGN §4 Ekokom: per packaging material, the delivered amount (real date in the month) × the
 * product's weight per unit in kg, and the same in tonnes rounded to 5 decimals (rules §9).
 */
export const loadEkokoms = async (
  db: Db,
  request: { countryCode: string; month?: number; year?: number; now?: Date },
): Promise<EkokomsResponse> => {
  const filter = monthOf(request, request.now);
  const range = monthRange(filter);
  const rows = await queryRows<{ ekokom_id: number; name: string; kilograms: string; tonnes: string }>(
    db,
    sql`select e.id as ekokom_id, e.name, sum(p.amount * pe.weight) as kilograms,
        round(sum(p.amount * pe.weight) / 1000, 5) as tonnes
      from customer_application_products p
        join customer_applications a on a.id = p.application_id
        join product_ekokoms pe on pe.product_id = p.product_id
        join ekokoms e on e.id = pe.ekokom_id
      where a.country_code = ${request.countryCode}
        and a.application_real_date >= ${range.from}::date and a.application_real_date < ${range.until}::date
      group by e.id, e.name
      order by e.name, e.id`,
  );
  return {
    ekokomsSummary: rows.map((row) => ({
      ekokomId: row.ekokom_id,
      name: row.name,
      amount: Number(row.kilograms),
      weight: Number(row.tonnes),
    })),
    filter,
  };
};
