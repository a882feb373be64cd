import type { CustomerInput } from '@bo/contract/customers/detail-schemas';
import { customerDisabledFields } from '@bo/contract/customers/disabled-fields';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingInfos, customerGps, customers, districts, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordCreated, trackChanges } from '../history/record-changes';
import { isForeignKeyViolation } from './customer-access';
import { customerColumns, getCustomer } from './customer-detail';
import { refreshSearchText } from './search-text';

type Actor = { id: number; roles: readonly string[] };

/** Referenced rows must exist in the customer's country (the operator: allowed in it). */
const checkReferences = async (db: Db, input: CustomerInput, countryCode: string) => {
  const fields: Record<string, string> = {};
  if (input.operatorId !== null) {
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.operatorId));
    if (!operator) fields.operatorId = 'not_found';
  }
  if (input.billingInfoId !== null) {
    const [billingInfo] = await db
      .select({ id: billingInfos.id })
      .from(billingInfos)
      .where(and(eq(billingInfos.id, input.billingInfoId), eq(billingInfos.countryCode, countryCode)));
    if (!billingInfo) fields.billingInfoId = 'not_found';
  }
  const districtIds = [input.deliveryAddress.districtId, input.billingAddress.districtId].filter(
    (id): id is number => id !== null,
  );
  if (districtIds.length > 0) {
    const found = await db
      .select({ id: districts.id })
      .from(districts)
      .where(and(inArray(districts.id, districtIds), eq(districts.countryCode, countryCode)));
    const foundIds = new Set(found.map((row) => row.id));
    for (const prefix of ['deliveryAddress', 'billingAddress'] as const) {
      const id = input[prefix].districtId;
      if (id !== null && !foundIds.has(id)) fields[`${prefix}.districtId`] = 'not_found';
    }
  }
  if (Object.keys(fields).length > 0) throw fieldError(fields);
};

/** Fields the actor may not change keep their stored (or, on create, default) value. */
const withoutDisabled = (input: CustomerInput, actor: Actor, stored: Partial<CustomerInput>): CustomerInput => {
  const disabled = customerDisabledFields(actor.roles);
  const result: Record<string, unknown> = { ...input };
  for (const field of Object.keys(disabled) as (keyof CustomerInput)[]) result[field] = stored[field];
  return result as CustomerInput;
};

export type CreateCustomerOptions = { countryCode: string; input: CustomerInput; actor: Actor };

/** POST /v1/customers. An operator's new customer is their own. */
export const createCustomer = async (db: Db, options: CreateCustomerOptions) => {
  const input = withoutDisabled(options.input, options.actor, {
    operatorId: options.actor.id,
    billingInfoId: null,
  });
  await checkReferences(db, input, options.countryCode);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ countryCode: options.countryCode, ...customerColumns(input) })
      .returning({ id: customers.id });
    if (!row) throw new Error('customer insert returned nothing');
    await recordCreated(tx, 'customer', row.id);
    return row.id;
  });
  await refreshSearchText(db, id);
  return id;
};

export type UpdateCustomerOptions = CreateCustomerOptions & { customerId: number; lockVersion: number };

/** PUT /v1/customers/{id}: replaces the editable fields the actor may change. */
export const updateCustomer = async (db: Db, options: UpdateCustomerOptions) => {
  const [stored] = await db
    .select({ operatorId: customers.operatorId, billingInfoId: customers.billingInfoId })
    .from(customers)
    .where(and(eq(customers.id, options.customerId), eq(customers.countryCode, options.countryCode)));
  if (!stored) throw notFound();
  const input = withoutDisabled(options.input, options.actor, stored);
  await checkReferences(db, input, options.countryCode);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', options.customerId, async () => {
      await updateVersioned(tx, {
        table: customers,
        where: and(eq(customers.id, options.customerId), eq(customers.countryCode, options.countryCode)),
        lockVersion: options.lockVersion,
        set: customerColumns(input),
        actorId: options.actor.id,
        current: () => getCustomer(tx, { ...options, roles: options.actor.roles }),
      });
      if (input.operatorId !== stored.operatorId) {
        // the GPS points follow the customer to its new operator (near search index)
        await tx
          .update(customerGps)
          .set({ operatorId: input.operatorId })
          .where(eq(customerGps.customerId, options.customerId));
      }
    }),
  );
  await refreshSearchText(db, options.customerId);
};

/** DELETE /v1/customers/{id}: contacts, GPS and notes go with it; one with applications stays (409). */
export const deleteCustomer = async (db: Db, options: { customerId: number; countryCode: string }) => {
  try {
    await inTransaction(db, (tx) =>
      trackChanges(tx, 'customer', options.customerId, async () => {
        const deleted = await tx
          .delete(customers)
          .where(and(eq(customers.id, options.customerId), eq(customers.countryCode, options.countryCode)))
          .returning({ id: customers.id });
        if (deleted.length === 0) throw notFound();
      }),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'error.conflict');
    throw error;
  }
};
