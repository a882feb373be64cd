import { boundingBox, EARTH_RADIUS_KM } from '@bo/contract/customers/coordinates';
import { NEAR_CUSTOMERS_LIMIT, type NearCustomersResponse } from '@bo/contract/customers/near-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { type CustomerRef, requireCustomer } from './customer-access';

type NearRow = {
  customer_id: number;
  company: string;
  distance: number;
  latitude: number;
  longitude: number;
  title: string;
};

/** Haversine in SQL, the same formula as the contract's distanceKm. */
const distanceSql = (latitude: number, longitude: number): SQL => sql`
  2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(g.latitude - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(g.latitude))
      * power(sin(radians(g.longitude - ${longitude}::float8) / 2), 2))))`;

/**
 * The near search of DESIGN §4: from the customer's first GPS point to every GPS point of the
 * operator's other customers within the radius, one row per customer at its nearest point. The
 * covering GiST index on (operator_id, point) answers "this operator's points in the bounding box"
 * without reading the table (migration 0007); the country is checked on the (country_code, id)
 * index, and only the rows kept meet the customers table for their company.
 */
export const nearCustomersSql = (options: {
  customerId: number;
  countryCode: string;
  operatorId: number;
  origin: { latitude: number; longitude: number };
  radiusKm: number;
}) => {
  const box = boundingBox(options.origin, options.radiusKm);
  const distance = distanceSql(options.origin.latitude, options.origin.longitude);
  return sql`
    with nearest as (
      select distinct on (g.customer_id) g.customer_id, g.latitude, g.longitude, g.title, ${distance} as distance
      from customer_gps g
      where g.operator_id = ${options.operatorId}
        and point(g.longitude, g.latitude) <@ box(point(${box.minLongitude}::float8, ${box.minLatitude}::float8),
                                                   point(${box.maxLongitude}::float8, ${box.maxLatitude}::float8))
        and g.customer_id <> ${options.customerId}
      order by g.customer_id, distance, g.id
    ), kept as (
      select nearest.* from nearest
      where nearest.distance <= ${options.radiusKm}::float8
        and exists (select 1 from customers c where c.country_code = ${options.countryCode} and c.id = nearest.customer_id)
      order by nearest.distance, nearest.customer_id
      limit ${NEAR_CUSTOMERS_LIMIT}
    )
    select kept.customer_id, c.delivery_company as company, kept.distance, kept.latitude, kept.longitude, kept.title
    from kept join customers c on c.id = kept.customer_id
    order by kept.distance, kept.customer_id`;
};

export const firstGpsOf = async (db: Db, customerId: number) => {
  const [origin] = await queryRows<{ latitude: number; longitude: number }>(
    db,
    sql`select latitude, longitude from customer_gps where customer_id = ${customerId} order by id limit 1`,
  );
  return origin ?? null;
};

export type NearCustomersOptions = CustomerRef & { radiusKm: number; operatorId: number };

export const findNearCustomers = async (db: Db, options: NearCustomersOptions): Promise<NearCustomersResponse> => {
  await requireCustomer(db, options);
  const origin = await firstGpsOf(db, options.customerId);
  const answer = { radius: options.radiusKm, user: options.operatorId };
  if (!origin) return { nearCustomers: [], origin: null, ...answer };
  const rows = await queryRows<NearRow>(db, nearCustomersSql({ ...options, origin }));
  return {
    nearCustomers: rows.map((row) => ({
      customerId: row.customer_id,
      company: row.company,
      distance: Math.round(Number(row.distance) * 100) / 100,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      gpsTitle: row.title,
    })),
    origin: { latitude: Number(origin.latitude), longitude: Number(origin.longitude) },
    ...answer,
  };
};
