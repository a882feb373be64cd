import { distanceKm } from '@bo/contract/customers/coordinates';
import { companyWorkWeek } from '@bo/contract/dates/business-calendar';
import type { GpsPoint } from '@bo/contract/route/optimize';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { configurations, customerApplications } from '../schema/index';
import { towns } from './demo-customer-data';
import { prng } from './demo-random';

/** The demo company's depot (Praha 10 – Malešice), where the drivers' routes start. */
export const DEMO_DEPOT = { address: 'Průmyslová 1000, 108 00 Praha 10', latitude: 50.0846, longitude: 14.5114 };

/** How many stops the demo route day of the driver `driver` holds. */
export const DEMO_ROUTE_STOPS = 14;

/**
 * The bench's 30 demo stops (bench/route-order.ts): the 30 Czech demo towns nearest the depot,
 * each moved a little as the demo customers are, in a shuffled order of creation.
 * @internal used by the bench only
 */
export const demoRouteStops = (count = 30): { id: number; gps: GpsPoint }[] => {
  const random = prng(146);
  const czech = towns
    .filter((town) => town.country === 'cz')
    .map((town) => ({
      latitude: town.latitude + (random() - 0.5) * 0.045,
      longitude: town.longitude + (random() - 0.5) * 0.07,
    }))
    .sort((a, b) => distanceKm(DEMO_DEPOT, a) - distanceKm(DEMO_DEPOT, b))
    .slice(0, count);
  const shuffled = czech.map((gps) => ({ gps, key: random() })).sort((a, b) => a.key - b.key);
  return shuffled.map(({ gps }, id) => ({ id: id + 1, gps }));
};

/**
 * The route-order demo (decision 149): the Czech depot, and next week's Tuesday of the driver
 * `driver` with the DEMO_ROUTE_STOPS demo customers nearest the depot, created in a shuffled
 * order, so "Order route" on that day shows a real saving.
 */
export const seedDemoRoute = async (db: Db, now = new Date()) => {
  await db
    .update(configurations)
    .set({ depotAddress: DEMO_DEPOT.address, depotLatitude: DEMO_DEPOT.latitude, depotLongitude: DEMO_DEPOT.longitude })
    .where(eq(configurations.countryCode, 'cz'));
  const [driver] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'driver'`);
  if (!driver) return;
  const customers = await queryRows<{ id: number; operator_id: number | null; latitude: number; longitude: number }>(
    db,
    sql`select c.id, c.operator_id, g.latitude, g.longitude
      from customers c join lateral (select latitude, longitude from customer_gps where customer_id = c.id
        order by id limit 1) g on true
      where c.country_code = 'cz'`,
  );
  const random = prng(149);
  const nearest = customers
    .map((customer) => ({
      customer,
      km: distanceKm(DEMO_DEPOT, { latitude: Number(customer.latitude), longitude: Number(customer.longitude) }),
    }))
    .sort((a, b) => a.km - b.km || a.customer.id - b.customer.id)
    // every second one, so the day spreads over Prague and its surroundings
    .filter((_, index) => index % 2 === 0)
    .slice(0, DEMO_ROUTE_STOPS)
    .map(({ customer }) => ({ customer, key: random() }))
    .sort((a, b) => a.key - b.key);
  if (nearest.length === 0) return;
  const day = companyWorkWeek(now, 1)[1] as string;
  await db.insert(customerApplications).values(
    nearest.map(({ customer }) => ({
      customerId: customer.id,
      countryCode: 'cz',
      applicationDate: day,
      operatorId: customer.operator_id,
      userId: customer.operator_id,
      driverId: driver.id,
    })),
  );
};
