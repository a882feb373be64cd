import {
  type DistanceMatrix,
  type GpsPoint,
  haversineMatrix,
  orderRoute,
  pathLength,
  roundKm,
} from '@bo/contract/route/optimize';
import type { RouteOrderPut, RouteOrderResponse } from '@bo/contract/route/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveCalendarUser } from '../calendar/board';
import { getConfiguration } from '../configuration/configuration';
import { osrmTable } from './osrm';

type StopRow = {
  id: number;
  company: string;
  route_order: number | null;
  latitude: number | string | null;
  longitude: number | string | null;
};

export type DayStop = { id: number; company: string; routeOrder: number | null; gps: GpsPoint | null };

/**
 * The driver's stops of a day (DESIGN §4 Calendar: applications of that driver with that date)
 * with the first GPS point of the customer, in the order of creation.
 */
export const loadDayStops = async (db: Db, countryCode: string, driverId: number, day: string): Promise<DayStop[]> => {
  const rows = await queryRows<StopRow>(
    db,
    sql`select a.id, c.delivery_company as company, a.route_order, g.latitude, g.longitude
      from customer_applications a join customers c on c.id = a.customer_id
      left join lateral (select latitude, longitude from customer_gps where customer_id = a.customer_id
        order by id limit 1) g on true
      where a.country_code = ${countryCode} and a.driver_id = ${driverId} and a.application_date = ${day}::date
      order by a.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    company: row.company,
    routeOrder: row.route_order,
    gps:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: Number(row.latitude), longitude: Number(row.longitude) },
  }));
};

export type RouteContext = {
  countryCode: string;
  user: { id: number; roles: readonly string[] };
  day: string;
  showAsUser?: number;
  osrmUrl?: string;
  log?: { warn: (details: object, message: string) => void };
};

const depotOf = async (db: Db, countryCode: string): Promise<GpsPoint> => {
  const { depot } = await getConfiguration(db, countryCode);
  if (!depot) throw new AppError(409, 'error.depot_not_configured');
  return { latitude: depot.latitude, longitude: depot.longitude };
};

/**
 * The distances between the depot (index 0) and the located stops (1…m): OSRM's road distances
 * when OSRM_URL is set and answers, else great-circle (with a log line saying why).
 */
const distancesOf = async (
  context: RouteContext,
  points: readonly GpsPoint[],
): Promise<{ matrix: DistanceMatrix; kind: RouteOrderResponse['distanceKind'] }> => {
  if (context.osrmUrl && points.length > 1) {
    try {
      return { matrix: await osrmTable(context.osrmUrl, points), kind: 'road' };
    } catch (error) {
      context.log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'OSRM table failed: route order falls back to great-circle distances',
      );
    }
  }
  return { matrix: haversineMatrix(points), kind: 'great_circle' };
};

/** Stores 1…n in the given order for the day's applications, in one statement (one transaction). */
const storeOrder = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return;
  await db.execute(
    sql`update customer_applications a set route_order = o.route_order
      from (select * from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality
        as t(id, route_order)) o
      where a.id = o.id`,
  );
};

/** The answer: the stops in route order with km along it and along the order of creation. */
const answer = (
  stops: readonly DayStop[],
  order: readonly number[],
  matrix: DistanceMatrix,
  kind: RouteOrderResponse['distanceKind'],
): RouteOrderResponse => {
  const located = stops.filter((stop) => stop.gps !== null);
  const matrixIndex = new Map(located.map((stop, index) => [stop.id, index + 1]));
  const tour = order.flatMap((id) => matrixIndex.get(id) ?? []);
  return {
    applications: order.map((applicationId, index) => ({ applicationId, routeOrder: index + 1 })),
    distanceKm: roundKm(pathLength(matrix, tour)),
    creationOrderDistanceKm: roundKm(
      pathLength(
        matrix,
        located.map((_, index) => index + 1),
      ),
    ),
    distanceKind: kind,
    skipped: stops.flatMap((stop) =>
      stop.gps === null ? [{ applicationId: stop.id, company: stop.company, reason: 'no_gps' as const }] : [],
    ),
  };
};

const pointsOf = (depot: GpsPoint, stops: readonly DayStop[]) => [
  depot,
  ...stops.flatMap((stop) => (stop.gps ? [stop.gps] : [])),
];

/**
 * POST /v1/calendars/{date}/route-order: orders the driver's day from the depot (decision 146)
 * and stores the order on the applications.
 */
export const orderDayRoute = async (db: Db, context: RouteContext): Promise<RouteOrderResponse> => {
  const driver = await resolveCalendarUser(db, context);
  const depot = await depotOf(db, context.countryCode);
  const stops = await loadDayStops(db, context.countryCode, driver.id, context.day);
  const { matrix, kind } = await distancesOf(context, pointsOf(depot, stops));
  const { order } = orderRoute(depot, stops, matrix);
  await storeOrder(db, order);
  return answer(stops, order, matrix, kind);
};

const sameOrder = (stops: readonly DayStop[], loaded: RouteOrderPut['routeOrder']['loaded']) => {
  if (stops.length !== loaded.length) return false;
  const seen = new Map(loaded.map((stop) => [stop.applicationId, stop.routeOrder]));
  return stops.every((stop) => seen.has(stop.id) && seen.get(stop.id) === stop.routeOrder);
};

/**
 * PUT /v1/calendars/{date}/route-order (decision 148): the order the user dragged. The day must
 * still be as the screen loaded it (same stops, same stored order), else 409 error.stale_version
 * with the current order; the list must hold exactly the day's stops. Checked and stored in one
 * transaction.
 */
export const putDayRoute = async (
  db: Db,
  context: RouteContext,
  body: RouteOrderPut['routeOrder'],
): Promise<RouteOrderResponse> => {
  const driver = await resolveCalendarUser(db, context);
  const depot = await depotOf(db, context.countryCode);
  const stops = await inTransaction(db, async (tx) => {
    const current = await loadDayStops(tx, context.countryCode, driver.id, context.day);
    // lock the day's rows so two reorders cannot interleave between the check and the update
    if (current.length > 0) {
      await tx.execute(
        sql`select id from customer_applications where id in (${sql.join(
          current.map((stop) => sql`${stop.id}`),
          sql`, `,
        )}) for update`,
      );
    }
    if (!sameOrder(current, body.loaded)) {
      throw new AppError(409, 'error.stale_version', {
        current: {
          applications: [...current]
            .sort(
              (a, b) =>
                (a.routeOrder ?? Number.MAX_SAFE_INTEGER) - (b.routeOrder ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
            )
            .map((stop) => ({ applicationId: stop.id, routeOrder: stop.routeOrder })),
        },
      });
    }
    const ids = new Set(current.map((stop) => stop.id));
    if (body.applicationIds.length !== ids.size || body.applicationIds.some((id) => !ids.has(id))) {
      throw fieldError({ applicationIds: 'not_in_day' });
    }
    await storeOrder(tx, body.applicationIds);
    return current;
  });
  const { matrix, kind } = await distancesOf(context, pointsOf(depot, stops));
  return answer(stops, body.applicationIds, matrix, kind);
};
