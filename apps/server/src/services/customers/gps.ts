import { parseCoordinates } from '@bo/contract/customers/coordinates';
import type { Gps, GpsInput } from '@bo/contract/customers/gps-schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerGps } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError, notFound } from '../../lib/app-error';
import { trackChanges } from '../history/record-changes';
import { type CustomerRef, requireCustomer } from './customer-access';

const gpsColumns = {
  id: customerGps.id,
  customerId: customerGps.customerId,
  title: customerGps.title,
  coordinates: customerGps.coordinates,
  latitude: customerGps.latitude,
  longitude: customerGps.longitude,
  lockVersion: customerGps.lockVersion,
};

/** GPS points in the order they were added; the first one is the customer's map centre. */
export const listGps = async (db: Db, ref: CustomerRef): Promise<Gps[]> => {
  await requireCustomer(db, ref);
  return db
    .select(gpsColumns)
    .from(customerGps)
    .where(eq(customerGps.customerId, ref.customerId))
    .orderBy(asc(customerGps.id));
};

/**
 * The typed text is kept; latitude and longitude are what it means (validated by the contract).
 * Each point carries its customer's operator for the near search's index.
 */
const valuesOf = (input: GpsInput) => {
  const point = parseCoordinates(input.coordinates);
  if (!point) throw fieldError({ coordinates: 'invalid_gps' });
  return { title: input.title, coordinates: input.coordinates, ...point };
};

export const createGps = async (db: Db, ref: CustomerRef & { input: GpsInput }) => {
  const customer = await requireCustomer(db, ref);
  const values = valuesOf(ref.input);
  return inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', ref.customerId, async () => {
      const [row] = await tx
        .insert(customerGps)
        .values({ customerId: ref.customerId, operatorId: customer.operatorId, ...values })
        .returning({ id: customerGps.id });
      if (!row) throw new Error('gps insert returned nothing');
      return row.id;
    }),
  );
};

const ownGps = (ref: CustomerRef & { gpsId: number }) =>
  and(eq(customerGps.id, ref.gpsId), eq(customerGps.customerId, ref.customerId));

const findGps = async (db: Db, ref: CustomerRef & { gpsId: number }) => {
  const [row] = await db.select(gpsColumns).from(customerGps).where(ownGps(ref));
  if (!row) throw notFound();
  return row;
};

export type UpdateGpsOptions = CustomerRef & {
  gpsId: number;
  input: GpsInput;
  lockVersion: number;
  actorId: number | null;
};

export const updateGps = async (db: Db, ref: UpdateGpsOptions): Promise<Gps> => {
  const customer = await requireCustomer(db, ref);
  const values = valuesOf(ref.input);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', ref.customerId, () =>
      updateVersioned(tx, {
        table: customerGps,
        where: ownGps(ref),
        lockVersion: ref.lockVersion,
        set: { ...values, operatorId: customer.operatorId },
        actorId: ref.actorId,
        current: () => findGps(tx, ref),
      }),
    ),
  );
  return findGps(db, ref);
};

export const deleteGps = async (db: Db, ref: CustomerRef & { gpsId: number }) => {
  await requireCustomer(db, ref);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', ref.customerId, async () => {
      const deleted = await tx.delete(customerGps).where(ownGps(ref)).returning({ id: customerGps.id });
      if (deleted.length === 0) throw notFound();
    }),
  );
};
