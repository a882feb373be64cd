import { type ApplicationEditableField, applicationDisabledFields } from '@bo/contract/applications/disabled-fields';
import type {
  ApplicationCreateInput,
  ApplicationPatchInput,
  ApplicationUpdateInput,
} from '@bo/contract/applications/schemas';
import { isDriverOnly } from '@bo/contract/auth/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { takeSequenceNumber } from '../../db/document-sequences';
import { queryRows, sqlIdList } from '../../db/query';
import { customerApplications } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, forbidden } from '../../lib/app-error';
import { applicationInvoiced, invoicesOf } from '../application-invoices/application-invoices';
import { type CustomerRef, requireCustomer } from '../customers/customer-access';
import { recordCreated, trackChanges } from '../history/record-changes';
import {
  type Actor,
  type ApplicationRef,
  type ApplicationRow,
  type ApplicationValues,
  applicationValuesOf,
  getApplication,
  requireApplication,
} from './applications';

/**
 * rules §6 user selects: operator ← operators, creator ← drivers and operators, driver ← drivers,
 * engineer and acceptor ← all users; each of the application's country. A value equal to the
 * stored one is kept even if that user has changed role since.
 */
const userSelects: Record<'operatorId' | 'userId' | 'driverId' | 'engineerId' | 'acceptorId', string[] | null> = {
  operatorId: ['operator'],
  userId: ['driver', 'operator'],
  driverId: ['driver'],
  engineerId: null,
  acceptorId: null,
};

const checkUsers = async (db: Db, values: ApplicationValues, stored: Partial<ApplicationValues>, country: string) => {
  const wanted = (Object.keys(userSelects) as (keyof typeof userSelects)[]).filter(
    (field) => values[field] !== null && values[field] !== stored[field],
  );
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((field) => values[field] as number))];
  const rows = await queryRows<{ id: number; roles: string | null }>(
    db,
    sql`select u.id, string_agg(r.name, ',') as roles
      from users u
        left join user_roles ur on ur.user_id = u.id
        left join roles r on r.id = ur.role_id
      where u.id in (${sqlIdList(ids)}) and u.is_active
        and exists (select 1 from user_countries uc where uc.user_id = u.id and uc.country_code = ${country})
      group by u.id`,
  );
  const rolesOf = new Map(rows.map((row) => [row.id, (row.roles ?? '').split(',')]));
  const fields: Record<string, string> = {};
  for (const field of wanted) {
    const roles = rolesOf.get(values[field] as number);
    const allowed = userSelects[field];
    if (!roles || (allowed && !allowed.some((role) => roles.includes(role)))) fields[field] = 'not_available';
  }
  if (Object.keys(fields).length > 0) throw fieldError(fields);
};

/** Disabled fields keep their stored value (rules §5: the server lists and enforces them). */
const withoutDisabled = (
  values: ApplicationValues,
  stored: ApplicationValues,
  disabled: Partial<Record<ApplicationEditableField, true>>,
): ApplicationValues => {
  const result: Record<string, unknown> = { ...values };
  for (const field of Object.keys(disabled) as ApplicationEditableField[]) result[field] = stored[field];
  return result as ApplicationValues;
};

/**
 * DESIGN §4 Delivery note number: the next number of the country's sequence for the year of
 * the real date, taken in the caller's transaction (gap-free: it rolls back with the save).
 */
export const takeDeliveryNoteNumber = (tx: Db, countryCode: string, year: number) =>
  takeSequenceNumber(tx, 'delivery_note', countryCode, year);

/** The number is assigned when the real date is set the first time and kept afterwards. */
const deliveryNoteFor = async (tx: Db, stored: ApplicationRow | null, values: ApplicationValues, country: string) => {
  if (stored?.deliveryNoteNumber != null || values.applicationRealDate === null) return {};
  const year = Number(values.applicationRealDate.slice(0, 4));
  return { deliveryNoteNumber: await takeDeliveryNoteNumber(tx, country, year), deliveryNoteYear: year };
};

const defaultsFor = async (db: Db, ref: CustomerRef, actor: Actor): Promise<ApplicationValues> => {
  const customer = await requireCustomer(db, ref);
  const isCreator = actor.roles.includes('driver') || actor.roles.includes('operator');
  return {
    applicationDate: null,
    applicationRealDate: null,
    operatorNote: '',
    engineerNote: '',
    applicationNote: '',
    operatorId: customer.operatorId ?? (actor.roles.includes('operator') ? actor.id : null),
    userId: isCreator ? actor.id : null,
    driverId: actor.roles.includes('driver') && !actor.roles.includes('operator') ? actor.id : null,
    engineerId: null,
    acceptorId: null,
    isNew: false,
    driverOrder: false,
    reportInvoiceHide: false,
    postponeInvoiceDate: null,
    reportInvoiceHidePrivate: false,
    postponeInvoiceDatePrivate: null,
  };
};

/** POST /v1/customers/{id}/applications → the new id. */
export const createApplication = async (
  db: Db,
  ref: CustomerRef & { actor: Actor; input: ApplicationCreateInput },
): Promise<number> => {
  const defaults = await defaultsFor(db, ref, ref.actor);
  const { userId, operatorId, driverId, ...rest } = ref.input;
  const requested: ApplicationValues = {
    ...rest,
    userId: userId === undefined ? defaults.userId : userId,
    driverId: driverId === undefined ? defaults.driverId : driverId,
    operatorId: operatorId === undefined ? defaults.operatorId : operatorId,
  };
  const values = withoutDisabled(requested, defaults, applicationDisabledFields(ref.actor.roles, false));
  // defaults (the caller, the customer's operator) need no role check; what the caller chose does
  await checkUsers(db, values, defaults, ref.countryCode);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(customerApplications)
      .values({
        customerId: ref.customerId,
        countryCode: ref.countryCode,
        ...values,
        ...(await deliveryNoteFor(tx, null, values, ref.countryCode)),
        updatedBy: ref.actor.id,
      })
      .returning({ id: customerApplications.id });
    if (!row) throw new Error('application insert returned nothing');
    await recordCreated(tx, 'application', row.id);
    return row.id;
  });
};

type SaveOptions = ApplicationRef & { actor: Actor; values: ApplicationValues; lockVersion: number | undefined };

/**
 * A driver with no office role records deliveries on their own stops only (issue 25): the real date of another
 * driver's (or an unassigned) application is refused, whatever the screen offered.
 */
const checkDeliveryOwner = (
  actor: Actor,
  stored: ApplicationRow,
  values: Pick<ApplicationValues, 'applicationRealDate'>,
) => {
  if (!isDriverOnly(actor.roles) || stored.driverId === actor.id) return;
  if (values.applicationRealDate !== stored.applicationRealDate) throw new AppError(403, 'error.not_your_delivery');
};

const save = async (db: Db, options: SaveOptions) => {
  const stored = await requireApplication(db, options);
  checkDeliveryOwner(options.actor, stored, options.values);
  const invoiced = (await invoicesOf(db, [stored.id])).has(stored.id);
  const values = withoutDisabled(
    options.values,
    applicationValuesOf(stored),
    applicationDisabledFields(options.actor.roles, invoiced),
  );
  await checkUsers(db, values, applicationValuesOf(stored), options.countryCode);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'application', stored.id, async () => {
      await updateVersioned(tx, {
        table: customerApplications,
        where: and(eq(customerApplications.id, stored.id), eq(customerApplications.customerId, options.customerId)),
        lockVersion: options.lockVersion ?? stored.lockVersion,
        set: { ...values, ...(await deliveryNoteFor(tx, stored, values, options.countryCode)) },
        actorId: options.actor.id,
        current: () => getApplication(tx, options),
      });
    }),
  );
  return getApplication(db, options);
};

/** PUT …/applications/{appId}: replaces every field the caller may change. */
export const updateApplication = (db: Db, ref: ApplicationRef & { actor: Actor; input: ApplicationUpdateInput }) => {
  const { lockVersion, ...values } = ref.input;
  return save(db, { ...ref, values, lockVersion });
};

/**
 * PATCH …/applications/{appId}: only the keys sent change. A key the caller may not change is
 * refused rather than ignored (a report's one-click action must not pass silently): 409
 * error.application_invoiced when the invoice disabled it, else 403.
 */
export const patchApplication = async (
  db: Db,
  ref: ApplicationRef & { actor: Actor; input: ApplicationPatchInput },
) => {
  const stored = await requireApplication(db, ref);
  const { lockVersion, ...patch } = ref.input;
  const current = applicationValuesOf(stored);
  const changed = (Object.keys(patch) as (keyof typeof patch)[]).filter((field) => patch[field] !== current[field]);
  const invoiced = (await invoicesOf(db, [stored.id])).has(stored.id);
  const byRole = applicationDisabledFields(ref.actor.roles, false);
  const byInvoice = applicationDisabledFields(ref.actor.roles, invoiced);
  if (changed.some((field) => byRole[field])) throw forbidden();
  if (changed.some((field) => byInvoice[field])) throw applicationInvoiced();
  return save(db, { ...ref, values: { ...current, ...patch }, lockVersion });
};

/** DELETE …/applications/{appId}: an invoiced application stays (409). */
export const deleteApplication = async (db: Db, ref: ApplicationRef) => {
  const stored = await requireApplication(db, ref);
  if ((await invoicesOf(db, [stored.id])).has(stored.id)) throw applicationInvoiced();
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'application', stored.id, async () => {
      await tx.delete(customerApplications).where(eq(customerApplications.id, stored.id));
    }),
  );
};
