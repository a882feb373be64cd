import type { InvoiceItemInput } from '@bo/contract/invoices/schemas';
import type { VatParties } from '@bo/contract/invoices/vat-decision';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invoiceItems } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { changeInvoice } from './change-invoice';
import { type Actor, type InvoiceRef, type InvoiceRow, invoiceLocked, requireInvoice } from './invoice-access';
import {
  computeItems,
  itemValues,
  listItems,
  replaceItems,
  repriceInvoice,
  savedIdsOf,
  storedVatParties,
} from './invoice-items';
import { savedInvoice } from './present-invoice';

/** Runs an item change on an unlocked invoice: bumps its version (optionally checked), reprices. */
const changeItems = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; lockVersion?: number | undefined },
  work: (tx: Db, stored: InvoiceRow, parties: VatParties) => Promise<number | undefined>,
) =>
  inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    if (stored.lock) throw invoiceLocked();
    const parties = await storedVatParties(tx, stored.id);
    let result: number | undefined;
    await changeInvoice(tx, {
      ref,
      lockVersion: ref.lockVersion ?? stored.lockVersion,
      set: {},
      also: async () => {
        result = await work(tx, stored, parties);
        await repriceInvoice(tx, stored.id);
      },
    });
    return result;
  });

export const getItems = async (db: Db, ref: InvoiceRef) => {
  const stored = await requireInvoice(db, ref);
  return listItems(db, stored.id);
};

/** PUT /v1/invoices/{id}/items (`{ items }`): the whole list. */
export const putItems = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; items: readonly InvoiceItemInput[]; lockVersion?: number | undefined },
) => {
  await changeItems(db, ref, async (tx, stored, parties) => {
    const items = await computeItems(tx, {
      countryCode: ref.countryCode,
      parties,
      inputs: ref.items,
      savedIds: await savedIdsOf(tx, stored.id),
    });
    await replaceItems(tx, stored.id, items);
    return undefined;
  });
  return savedInvoice(db, ref);
};

/** POST /v1/invoices/{id}/items (`{ item }`) → the new item's id, appended last. */
export const addItem = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; item: Omit<InvoiceItemInput, 'id'> },
): Promise<number> => {
  const id = await changeItems(db, ref, async (tx, stored, parties) => {
    const [item] = await computeItems(tx, {
      countryCode: ref.countryCode,
      parties,
      inputs: [ref.item],
      savedIds: new Set(),
    });
    if (!item) throw new Error('no item computed');
    const [last] = await queryRows<{ position: number | null }>(
      tx,
      sql`select max(position) as position from invoice_items where invoice_id = ${stored.id}`,
    );
    const [row] = await tx
      .insert(invoiceItems)
      .values({ ...itemValues(stored.id, item), position: (last?.position ?? -1) + 1 })
      .returning({ id: invoiceItems.id });
    return row?.id;
  });
  if (id === undefined) throw new Error('item insert returned nothing');
  return id;
};

/** DELETE /v1/invoices/{id}/items/{itemId}. */
export const deleteItem = async (db: Db, ref: InvoiceRef & { actor: Actor; itemId: number }) => {
  await changeItems(db, ref, async (tx, stored) => {
    const deleted = await tx
      .delete(invoiceItems)
      .where(and(eq(invoiceItems.id, ref.itemId), eq(invoiceItems.invoiceId, stored.id)))
      .returning({ id: invoiceItems.id });
    if (deleted.length === 0) throw notFound();
    return undefined;
  });
};
