import { isAdministrator } from '@bo/contract/auth/roles';
import type { CalendarBoardResponse, CalendarDay, CalendarEvent, CalendarUser } from '@bo/contract/calendar/schemas';
import { addDays, companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInstant } from '../../db/company-time';
import { queryRows } from '../../db/query';
import { forbidden, notFound } from '../../lib/app-error';
import { findUserById } from '../users/load-user';

type Gps = { latitude: number; longitude: number };

type EventRow = {
  call_at: Date | string | null;
  day: string;
  customer_id: number;
  company: string;
  notes: string;
  street: string;
  cp: string;
  city: string;
  gps: Gps[] | string | null;
  owner_id: number | null;
  application_id: number | null;
  application_real_date: string | null;
  application_lock_version: number | null;
  invoice_id: number | null;
  route_order: number | null;
  owner_name: string | null;
  cart: CartRow[] | string | null;
  contacts: CalendarEvent['contacts'] | string | null;
};

type CartRow = { part: 'company' | 'private'; name: string; amount: number | string; unit: string | null };

const jsonOf = <T>(value: T[] | string | null): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/** The cart lines grouped by part, company first; parts without lines left out. */
const cartOf = (rows: readonly CartRow[]): CalendarEvent['cart'] =>
  (['company', 'private'] as const).flatMap((part) => {
    const lines = rows
      .filter((row) => row.part === part)
      .map((row) => ({ name: row.name, amount: Number(row.amount), unit: row.unit ?? '' }));
    return lines.length > 0 ? [{ part, lines }] : [];
  });

/** The customer's GPS points in their order, as a JSON list (one indexed lookup per row). */
const gpsOf = (customerId: SQL) => sql`coalesce((select json_agg(json_build_object('latitude', g.latitude,
  'longitude', g.longitude) order by g.id) from customer_gps g where g.customer_id = ${customerId}), '[]'::json)`;

const toEvent = (row: EventRow): CalendarEvent => ({
  callAt: row.call_at === null ? null : new Date(row.call_at).toISOString(),
  customerId: row.customer_id,
  company: row.company,
  notes: row.notes,
  street: row.street,
  cp: row.cp,
  city: row.city,
  gps: (typeof row.gps === 'string' ? (JSON.parse(row.gps) as Gps[]) : (row.gps ?? [])).map((point) => ({
    latitude: Number(point.latitude),
    longitude: Number(point.longitude),
  })),
  applicationId: row.application_id,
  applicationRealDate: row.application_real_date,
  applicationLockVersion: row.application_lock_version,
  invoiceId: row.invoice_id,
  routeOrder: row.route_order,
  ownerId: row.owner_id,
  ownerName: row.owner_name ?? '',
  cart: cartOf(jsonOf(row.cart)),
  contacts: jsonOf(row.contacts),
});

const ownerNameOf = (ownerId: SQL) =>
  sql`(select trim(u.name || ' ' || u.surname) from users u where u.id = ${ownerId})`;

/** The application's cart lines with the product's unit, in part and position order (one indexed lookup). */
const cartLinesOf = (applicationId: SQL) => sql`coalesce((select json_agg(json_build_object('part', p.part,
  'name', p.name, 'amount', p.amount, 'unit', un.value) order by p.part, p.position, p.id)
  from customer_application_products p join products pr on pr.id = p.product_id
  left join units un on un.id = pr.unit_id
  where p.application_id = ${applicationId}), '[]'::json)`;

/** The customer's contact persons that have a phone, in their order (slot, then id). */
const contactsOf = (customerId: SQL) => sql`coalesce((select json_agg(json_build_object('name', k.name,
  'position', k.position, 'phone', k.phone) order by k.slot, k.id)
  from customer_contacts k where k.customer_id = ${customerId} and k.phone <> ''), '[]'::json)`;

/**
 * Operator events (DESIGN §4): customers of the country whose next call falls in [first, last]
 * (Prague days), read through the (country, next_call) index, in call order.
 */
export const operatorEventRows = (db: Db, countryCode: string, first: string, last: string) =>
  queryRows<EventRow>(
    db,
    sql`select c.next_call as call_at, c.id as customer_id, c.delivery_company as company,
        c.other_information as notes, c.delivery_street as street, c.delivery_cp as cp, c.delivery_city as city,
        ${gpsOf(sql`c.id`)} as gps, c.operator_id as owner_id, null::int as application_id,
        null::text as application_real_date, null::int as application_lock_version, null::int as invoice_id, null::int as route_order, '' as day,
        ${ownerNameOf(sql`c.operator_id`)} as owner_name, null::json as cart, null::json as contacts
      from customers c
      where c.country_code = ${countryCode} and c.next_call >= ${companyInstant(first)}
        and c.next_call < ${companyInstant(addDays(last, 1))}
      order by c.next_call, c.id`,
  );

/**
 * Driver events (DESIGN §4): applications of the country planned in [first, last], read through
 * the application-date index, in date and route order (decision 148), unordered stops after in
 * creation order (an application has no time of day).
 */
export const driverEventRows = (db: Db, countryCode: string, first: string, last: string, driverId?: number) =>
  queryRows<EventRow>(
    db,
    sql`select null::timestamptz as call_at, to_char(a.application_date, 'YYYY-MM-DD') as day, c.id as customer_id,
        c.delivery_company as company, a.operator_note as notes, c.delivery_street as street, c.delivery_cp as cp,
        c.delivery_city as city, ${gpsOf(sql`c.id`)} as gps, a.driver_id as owner_id, a.id as application_id,
        to_char(a.application_real_date, 'YYYY-MM-DD') as application_real_date,
        a.lock_version as application_lock_version,
        (select min(i.id) from invoices i where i.customer_application_id = a.id) as invoice_id, a.route_order,
        ${ownerNameOf(sql`a.driver_id`)} as owner_name, ${cartLinesOf(sql`a.id`)} as cart,
        ${contactsOf(sql`c.id`)} as contacts
      from customer_applications a join customers c on c.id = a.customer_id
      where a.country_code = ${countryCode} and a.application_date between ${first}::date and ${last}::date
        ${driverId === undefined ? sql`` : sql`and a.driver_id = ${driverId}`}
      order by a.application_date, a.route_order nulls last, a.id`,
  );

/** Operator cards for operators and administrators, driver cards for drivers (overview §2.4). */
export const calendarKindOf = (roles: readonly string[]): CalendarUser['calendarKind'] =>
  roles.includes('administrator') || roles.includes('operator') || !roles.includes('driver') ? 'operator' : 'driver';

export type BoardRequest = {
  countryCode: string;
  user: { id: number; roles: readonly string[] };
  weekDiff: number;
  showAsUser?: number;
  now?: Date;
};

/** The user whose calendar is shown: the caller, or (administrators only) another user of the country. */
export const resolveCalendarUser = async (
  db: Db,
  request: Pick<BoardRequest, 'countryCode' | 'user' | 'showAsUser'>,
): Promise<CalendarUser> => {
  const { showAsUser, user } = request;
  if (showAsUser !== undefined && showAsUser !== user.id && !isAdministrator(user.roles)) throw forbidden();
  const record = await findUserById(db, showAsUser ?? user.id);
  if (!record?.countryCodes.includes(request.countryCode as never)) throw notFound();
  return {
    id: record.id,
    fullName: record.fullName,
    roles: [...record.roles],
    calendarKind: calendarKindOf(record.roles),
  };
};

export const loadCalendarBoard = async (db: Db, request: BoardRequest): Promise<CalendarBoardResponse> => {
  const shown = await resolveCalendarUser(db, request);
  const days = companyWorkWeek(request.now ?? new Date(), request.weekDiff);
  const first = days[0] as string;
  const last = days[4] as string;
  const dates: Record<string, CalendarDay> = Object.fromEntries(days.map((day) => [day, { own: [], alien: [] }]));
  const rows =
    shown.calendarKind === 'driver'
      ? await driverEventRows(db, request.countryCode, first, last)
      : await operatorEventRows(db, request.countryCode, first, last);
  for (const row of rows) {
    const day = row.call_at === null ? row.day : companyDayOf(new Date(row.call_at));
    const bucket = dates[day];
    if (!bucket) continue;
    (row.owner_id === shown.id ? bucket.own : bucket.alien).push(toEvent(row));
  }
  return { startDate: first, endDate: last, user: shown, dates };
};
