import { companyToday } from '@bo/contract/dates/business-calendar';
import {
  type BillingInfoDetail,
  type BillingInfoInput,
  billingInfoCountryIssues,
  seriesPrefixClashes,
} from '@bo/contract/settings/billing-infos';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { billingInfos, documentSequences } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordCreated, trackChanges } from '../history/record-changes';
import { referencingTables } from './references';

/** Settings → Fakturační subjekty (decision 174): the country's billing infos, one at a time. */

type Ref = { countryCode: string; id: number };

const rowOf = (id: number, countryCode: string) =>
  and(eq(billingInfos.id, id), eq(billingInfos.countryCode, countryCode));

const toDetail = (row: typeof billingInfos.$inferSelect): BillingInfoDetail => ({
  id: row.id,
  name: row.name,
  company: row.company,
  street: row.street,
  cp: row.cp,
  city: row.city,
  psc: row.psc,
  ic: row.ic,
  dic: row.dic,
  vatPayer: row.vatPayer,
  bankAccount: row.bankAccount,
  iban: row.iban,
  swift: row.swift,
  invoicePrefix: row.invoicePrefix,
  creditNotePrefix: row.creditNotePrefix,
  registerEntry: row.registerEntry,
  lockVersion: row.lockVersion,
});

const columnsOf = (input: BillingInfoInput) => ({ ...input, dic: input.dic === '' ? null : input.dic });

/** GET /v1/billing-info/{id}: a billing info of the request's country, or 404. */
export const getBillingInfo = async (db: Db, ref: Ref) => {
  const [row] = await db.select().from(billingInfos).where(rowOf(ref.id, ref.countryCode));
  if (!row) throw notFound();
  return toDetail(row);
};

/** The issues named, or undefined when there are none. */
const fieldsOf = (issues: Record<string, string | undefined>) => {
  const fields = Object.fromEntries(
    Object.entries(issues).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return Object.keys(fields).length > 0 ? fields : undefined;
};

const throwIfAny = (issues: Record<string, string | undefined>) => {
  const fields = fieldsOf(issues);
  if (fields) throw fieldError(fields);
};

/**
 * A series that would number like another billing info's of the country: 409 error.already_exists with the
 * prefix as `already_used`, as for every value that must be unique (decision 012).
 */
const checkSeriesPrefixes = async (db: Db, input: BillingInfoInput, options: { countryCode: string; id?: number }) => {
  const others = await db
    .select({ invoicePrefix: billingInfos.invoicePrefix, creditNotePrefix: billingInfos.creditNotePrefix })
    .from(billingInfos)
    .where(
      and(
        eq(billingInfos.countryCode, options.countryCode),
        options.id === undefined ? undefined : ne(billingInfos.id, options.id),
      ),
    );
  const clashes = fieldsOf(seriesPrefixClashes(input, others));
  if (clashes) throw new AppError(409, 'error.already_exists', { fields: clashes });
};

/**
 * A series whose documents of this year are issued keeps its prefix until the year ends (decision 174):
 * invoices (and credit notes, whose numbers carry the invoice prefix too) fix the invoice prefix, credit notes
 * fix the credit-note prefix. Documents dated into the next year count as well.
 */
const lockedPrefixIssues = async (
  db: Db,
  stored: typeof billingInfos.$inferSelect,
  input: BillingInfoInput,
): Promise<Record<string, string>> => {
  const isInvoiceChanged = input.invoicePrefix !== stored.invoicePrefix;
  const isCreditNoteChanged = input.creditNotePrefix !== stored.creditNotePrefix;
  if (!isInvoiceChanged && !isCreditNoteChanged) return {};
  const yearStart = `${companyToday().slice(0, 4)}-01-01`;
  const [issued] = await queryRows<{ documents: boolean; credit_notes: boolean }>(
    db,
    sql`select exists (select 1 from invoices where billing_info_id = ${stored.id} and date_issue >= ${yearStart}) as documents,
        exists (select 1 from invoices where billing_info_id = ${stored.id} and date_issue >= ${yearStart}
          and document_type = 'credit_note') as credit_notes`,
  );
  const issues: Record<string, string> = {};
  if (isInvoiceChanged && issued?.documents) issues.invoicePrefix = 'billing_prefix_used';
  if (isCreditNoteChanged && issued?.credit_notes) issues.creditNotePrefix = 'billing_prefix_used';
  return issues;
};

/** POST /v1/billing-info: a new billing info of the request's country; its creation goes into the history. */
export const createBillingInfo = async (db: Db, options: { countryCode: string; input: BillingInfoInput }) => {
  throwIfAny(billingInfoCountryIssues(options.input, options.countryCode));
  await checkSeriesPrefixes(db, options.input, options);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(billingInfos)
      .values({ countryCode: options.countryCode, ...columnsOf(options.input) })
      .returning({ id: billingInfos.id });
    if (!row) throw new Error('billing info insert returned nothing');
    await recordCreated(tx, 'billingInfo', row.id);
    return row.id;
  });
};

export type UpdateBillingInfoOptions = Ref & { input: BillingInfoInput; lockVersion: number; actorId: number | null };

/**
 * PUT /v1/billing-info/{id}: the versioned update (a stale version is 409 error.stale_version) with its changes
 * in the history. The row is locked first, so the rules are checked against what is being replaced.
 */
export const updateBillingInfo = async (db: Db, options: UpdateBillingInfoOptions) =>
  inTransaction(db, async (tx) => {
    const [stored] = await tx.select().from(billingInfos).where(rowOf(options.id, options.countryCode)).for('update');
    if (!stored) throw notFound();
    // an older version is answered as stale (with the current record) before its content is judged
    if (stored.lockVersion === options.lockVersion) {
      throwIfAny({
        ...billingInfoCountryIssues(options.input, options.countryCode),
        ...(await lockedPrefixIssues(tx, stored, options.input)),
      });
      await checkSeriesPrefixes(tx, options.input, options);
    }
    await trackChanges(tx, 'billingInfo', options.id, () =>
      updateVersioned(tx, {
        table: billingInfos,
        where: rowOf(options.id, options.countryCode),
        lockVersion: options.lockVersion,
        set: columnsOf(options.input),
        actorId: options.actorId,
        current: () => getBillingInfo(tx, options),
      }),
    );
    return getBillingInfo(tx, options);
  });

/**
 * DELETE /v1/billing-info/{id}: only a billing info nothing refers to (invoices, customers, accountant reports —
 * read from the database's foreign keys, decision 005) goes; one in use is 409 error.billing_info_in_use.
 */
export const deleteBillingInfo = async (db: Db, ref: Ref) => {
  await getBillingInfo(db, ref);
  if ((await referencingTables(db, { table: 'billing_infos', id: ref.id })).length > 0) {
    throw new AppError(409, 'error.billing_info_in_use');
  }
  await inTransaction(db, async (tx) => {
    await trackChanges(tx, 'billingInfo', ref.id, () => tx.delete(billingInfos).where(rowOf(ref.id, ref.countryCode)));
    // the numbers its deleted documents took: no document refers to them any more
    await tx
      .delete(documentSequences)
      .where(
        and(inArray(documentSequences.kind, ['invoice', 'credit_note']), eq(documentSequences.scope, String(ref.id))),
      );
  });
};
