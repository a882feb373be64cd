import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export type CustomerRef = { customerId: number; countryCode: string };

/** The customer must exist in the request's country; another country's customer is a 404. */
export const requireCustomer = async (db: Db, ref: CustomerRef) => {
  const [row] = await db
    .select({ id: customers.id, countryCode: customers.countryCode, operatorId: customers.operatorId })
    .from(customers)
    .where(and(eq(customers.id, ref.customerId), eq(customers.countryCode, ref.countryCode)));
  if (!row) throw notFound();
  return row;
};

/** The phone country of a customer's contacts (+420 / +421 for national numbers). */
export const phoneCountryOf = (countryCode: string) => (countryCode === 'sk' ? 'sk' : 'cz');

/** PostgreSQL's foreign-key violation, through drizzle's wrapper or bare. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
};
