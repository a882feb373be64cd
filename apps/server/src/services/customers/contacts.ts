import {
  CONTACT_SLOTS,
  type Contact,
  type ContactInput,
  type ContactSlotInput,
  contactSlotAction,
  emptyContact,
} from '@bo/contract/customers/contact-schemas';
import { normalizePhone } from '@bo/contract/customers/phone';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerContacts, customers } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { deleteVersioned, updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { trackChanges } from '../history/record-changes';
import { type CustomerRef, phoneCountryOf, requireCustomer } from './customer-access';
import { refreshSearchText } from './search-text';

const contactColumns = {
  id: customerContacts.id,
  name: customerContacts.name,
  position: customerContacts.position,
  phone: customerContacts.phone,
  normalizedPhone: customerContacts.normalizedPhone,
  email: customerContacts.email,
  note: customerContacts.note,
  lockVersion: customerContacts.lockVersion,
};

const storedContacts = (db: Db, customerId: number) =>
  db
    .select(contactColumns)
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId))
    .orderBy(asc(customerContacts.slot), asc(customerContacts.id));

/** GET /v1/customers/{id}/contacts: always four slots, the empty ones with id null. */
export const listContacts = async (db: Db, ref: CustomerRef): Promise<Contact[]> => {
  await requireCustomer(db, ref);
  const contacts: Contact[] = await storedContacts(db, ref.customerId);
  while (contacts.length < CONTACT_SLOTS) contacts.push(emptyContact());
  return contacts;
};

const valuesOf = (input: ContactInput, countryCode: string) => ({
  name: input.name,
  position: input.position,
  phone: input.phone,
  normalizedPhone: normalizePhone(input.phone, phoneCountryOf(countryCode)),
  email: input.email,
  note: input.note,
});

/**
 * Locks the customer's row for the rest of the transaction: contact writes of one customer run one
 * after another, so the four-slot count cannot be raced past (12 parallel creations store 4).
 */
const lockCustomer = (tx: Db, customerId: number) =>
  tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');

/**
 * PUT /v1/customers/{id}/contacts: the slot rule of overview §4 applied to every slot in one
 * transaction; the slot's place in the list is its order. An id of another customer is a field error.
 */
export const saveContactSlots = async (
  db: Db,
  ref: CustomerRef & { slots: ContactSlotInput[]; actorId: number | null },
) => {
  await requireCustomer(db, ref);
  await inTransaction(db, async (tx) => {
    await lockCustomer(tx, ref.customerId);
    await trackChanges(tx, 'customer', ref.customerId, () => saveSlots(tx, ref));
  });
  await refreshSearchText(db, ref.customerId);
  return listContacts(db, ref);
};

const saveSlots = async (tx: Db, ref: CustomerRef & { slots: ContactSlotInput[]; actorId: number | null }) => {
  const ownIds = new Set((await storedContacts(tx, ref.customerId)).map((contact) => contact.id));
  const fields = Object.fromEntries(
    ref.slots.flatMap((slot, index) => {
      if (slot.id && !ownIds.has(slot.id)) return [[`${index}.id`, 'not_found']];
      if (slot.id && slot.lockVersion === null) return [[`${index}.lockVersion`, 'required']];
      return [];
    }),
  );
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  for (const [index, slot] of ref.slots.entries()) {
    const action = contactSlotAction(slot);
    const values = { ...valuesOf(slot, ref.countryCode), slot: index };
    if (action === 'create') await tx.insert(customerContacts).values({ customerId: ref.customerId, ...values });
    if (action === 'none' || action === 'create' || !slot.id) continue;
    const versioned = {
      table: customerContacts,
      where: eq(customerContacts.id, slot.id),
      lockVersion: slot.lockVersion ?? 0,
      actorId: ref.actorId,
      current: () => findContact(tx, slot.id as number),
    };
    if (action === 'update') await updateVersioned(tx, { ...versioned, set: values });
    else await deleteVersioned(tx, versioned);
  }
  const [total] = await tx
    .select({ value: count() })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, ref.customerId));
  if (Number(total?.value ?? 0) > CONTACT_SLOTS) throw new AppError(409, 'error.conflict');
};

/** POST /v1/customers/{id}/contacts: fills the first free slot; a fifth contact is a conflict. */
export const createContact = async (db: Db, ref: CustomerRef & { input: ContactInput }) => {
  await requireCustomer(db, ref);
  const id = await inTransaction(db, async (tx) => {
    await lockCustomer(tx, ref.customerId);
    return trackChanges(tx, 'customer', ref.customerId, () => insertContact(tx, ref));
  });
  await refreshSearchText(db, ref.customerId);
  return id;
};

const insertContact = async (tx: Db, ref: CustomerRef & { input: ContactInput }) => {
  const stored = await tx
    .select({ slot: customerContacts.slot })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, ref.customerId));
  if (stored.length >= CONTACT_SLOTS) throw new AppError(409, 'error.conflict');
  const taken = new Set(stored.map((contact) => contact.slot));
  const slot = [...Array(CONTACT_SLOTS).keys()].find((index) => !taken.has(index)) ?? stored.length;
  const [row] = await tx
    .insert(customerContacts)
    .values({ customerId: ref.customerId, slot, ...valuesOf(ref.input, ref.countryCode) })
    .returning({ id: customerContacts.id });
  if (!row) throw new Error('contact insert returned nothing');
  return row.id;
};

const findContact = async (db: Db, id: number) => {
  const [contact] = await db.select(contactColumns).from(customerContacts).where(eq(customerContacts.id, id));
  return contact;
};

const ownContact = (ref: CustomerRef & { contactId: number }) =>
  and(eq(customerContacts.id, ref.contactId), eq(customerContacts.customerId, ref.customerId));

export type UpdateContactOptions = CustomerRef & {
  contactId: number;
  input: ContactInput;
  lockVersion: number;
  actorId: number | null;
};

export const updateContact = async (db: Db, ref: UpdateContactOptions) => {
  await requireCustomer(db, ref);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', ref.customerId, () =>
      updateVersioned(tx, {
        table: customerContacts,
        where: ownContact(ref),
        lockVersion: ref.lockVersion,
        set: valuesOf(ref.input, ref.countryCode),
        actorId: ref.actorId,
        current: () => findContact(tx, ref.contactId),
      }),
    ),
  );
  await refreshSearchText(db, ref.customerId);
};

export const deleteContact = async (db: Db, ref: CustomerRef & { contactId: number }) => {
  await requireCustomer(db, ref);
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'customer', ref.customerId, async () => {
      const deleted = await tx.delete(customerContacts).where(ownContact(ref)).returning({ id: customerContacts.id });
      if (deleted.length === 0) throw notFound();
    }),
  );
  await refreshSearchText(db, ref.customerId);
};
