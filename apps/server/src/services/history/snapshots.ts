import type { Snapshot, SnapshotFields, SnapshotItem, SnapshotValue } from '@bo/contract/history/diff';
import type { HistoryEntity } from '@bo/contract/history/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingInfos,
  customerApplicationProducts,
  customerApplications,
  customerContacts,
  customerGps,
  customers,
  invoiceItems,
  invoicePayments,
  invoiceReminders,
  invoices,
} from '../../db/schema/index';

/** A record as loaded for the history: its snapshot and the customer (none for a setting) and country it belongs to. */
export type LoadedSnapshot = { snapshot: Snapshot; customerId: number | null; countryCode: string };

/** Never history: record versions, derived and internal columns (decision 151). */
const IGNORED = new Set([
  'id',
  'lockVersion',
  'updatedAt',
  'updatedBy',
  'createdAt',
  'countryCode',
  'customerId',
  'searchText',
  'contactNames',
  'oldData',
  'cartLockVersion',
  'deliveryNoteYear',
  'offerId',
  'applicationId',
  'invoiceId',
  'normalizedPhone',
  'slot',
  'position',
  'latitude',
  'longitude',
  'operatorId',
]);

/** Money and amounts come as numeric text, times as Date: the history keeps numbers and ISO text. */
const NUMERIC = new Set(['amount', 'sale', 'price', 'tax', 'priceWithVat', 'priceWithoutVat']);

const normalise = (field: string, value: unknown): SnapshotValue => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (NUMERIC.has(field)) return Number(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

const fieldsOf = (row: Record<string, unknown>, keep: ReadonlySet<string> = new Set()): SnapshotFields =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([field]) => keep.has(field) || !IGNORED.has(field))
      .map(([field, value]) => [field, normalise(field, value)]),
  );

const byKey = <Row>(
  rows: readonly Row[],
  keyOf: (row: Row, index: number) => string,
  itemOf: (row: Row) => SnapshotItem,
) => Object.fromEntries(rows.map((row, index) => [keyOf(row, index), itemOf(row)]));

const customerSnapshot = async (db: Db, id: number): Promise<LoadedSnapshot | null> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return null;
  // one after another: a snapshot is taken inside the write's transaction, whose connection runs one query at a time
  const contacts = await db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerId, id))
    .orderBy(asc(customerContacts.id));
  const gps = await db.select().from(customerGps).where(eq(customerGps.customerId, id)).orderBy(asc(customerGps.id));
  return {
    customerId: row.id,
    countryCode: row.countryCode,
    snapshot: {
      fields: fieldsOf(row, new Set(['operatorId'])),
      items: {
        contact: byKey(
          contacts,
          (contact) => String(contact.id),
          (contact) => ({ label: contact.name, fields: fieldsOf(contact) }),
        ),
        gps: byKey(
          gps,
          (point) => String(point.id),
          (point) => ({ label: point.title || point.coordinates, fields: fieldsOf(point) }),
        ),
      },
    },
  };
};

/**
 * A cart is saved by replacing its lines, so a line is known by its part, product and the how-many-th
 * line of that product it is (not by its row id).
 */
const cartKeys = (lines: readonly { part: string; productId: number }[]) => {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.part}:${line.productId}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}:${count}`;
  });
};

const applicationSnapshot = async (db: Db, id: number): Promise<LoadedSnapshot | null> => {
  const [row] = await db.select().from(customerApplications).where(eq(customerApplications.id, id));
  if (!row) return null;
  const lines = await db
    .select()
    .from(customerApplicationProducts)
    .where(eq(customerApplicationProducts.applicationId, id))
    .orderBy(asc(customerApplicationProducts.part), asc(customerApplicationProducts.position));
  const keys = cartKeys(lines);
  return {
    customerId: row.customerId,
    countryCode: row.countryCode,
    snapshot: {
      fields: fieldsOf(row, new Set(['operatorId'])),
      items: {
        cartItem: byKey(
          lines,
          (_line, index) => keys[index] ?? String(index),
          ({ taxId: _taxId, ...line }) => ({ label: line.name, fields: fieldsOf(line) }),
        ),
      },
    },
  };
};

const invoiceSnapshot = async (db: Db, id: number): Promise<LoadedSnapshot | null> => {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) return null;
  // one after another: a snapshot is taken inside the write's transaction (see customerSnapshot)
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.id));
  const payments = await db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      currency: invoicePayments.currency,
      date: invoicePayments.date,
      variableSymbol: invoicePayments.variableSymbol,
      counterAccount: invoicePayments.counterAccount,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, id))
    .orderBy(asc(invoicePayments.id));
  const reminders = await db
    .select({ level: invoiceReminders.level, email: invoiceReminders.email, sentAt: invoiceReminders.sentAt })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, id))
    .orderBy(asc(invoiceReminders.level));
  const creditNotes = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      dateIssue: invoices.dateIssue,
      priceWithVat: invoices.priceWithVat,
    })
    .from(invoices)
    .where(eq(invoices.originalInvoiceId, id))
    .orderBy(asc(invoices.id));
  return {
    customerId: row.customerId,
    countryCode: row.countryCode,
    snapshot: {
      fields: fieldsOf(row),
      items: {
        invoiceItem: byKey(
          items,
          (item) => String(item.id),
          ({ taxId: _taxId, ...item }) => ({ label: item.name, fields: fieldsOf(item) }),
        ),
        payment: byKey(
          payments,
          (payment) => String(payment.id),
          (payment) => ({ label: payment.variableSymbol || payment.date, fields: fieldsOf(payment) }),
        ),
        reminder: byKey(
          reminders,
          (reminder) => String(reminder.level),
          (reminder) => ({ label: String(reminder.level), fields: fieldsOf(reminder) }),
        ),
        creditNote: byKey(
          creditNotes,
          (note) => String(note.id),
          (note) => ({ label: note.number, fields: fieldsOf(note) }),
        ),
      },
    },
  };
};

/** A billing info (decision 174): a setting of its country, of no customer. */
const billingInfoSnapshot = async (db: Db, id: number): Promise<LoadedSnapshot | null> => {
  const [row] = await db.select().from(billingInfos).where(eq(billingInfos.id, id));
  if (!row) return null;
  return { customerId: null, countryCode: row.countryCode, snapshot: { fields: fieldsOf(row), items: {} } };
};

/** The snapshot loaders of the recorded entities: which entities have history is this list. */
export const snapshotLoaders: Record<HistoryEntity, (db: Db, id: number) => Promise<LoadedSnapshot | null>> = {
  customer: customerSnapshot,
  application: applicationSnapshot,
  invoice: invoiceSnapshot,
  billingInfo: billingInfoSnapshot,
};
