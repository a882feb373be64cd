import type { EInvoiceState } from '@bo/contract/invoices/e-invoice';
import { peppolEndpointOf } from '@bo/contract/invoices/peppol';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { eInvoices } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { changeInvoice } from '../invoices/change-invoice';
import { invoiceContent } from '../invoices/documents/invoice-content';
import { loadInvoiceDocument } from '../invoices/documents/load-invoice-documents';
import { invoiceUbl } from '../invoices/documents/ubl';
import { type Actor, type InvoiceRef, requireInvoice } from '../invoices/invoice-access';
import { notify } from '../users/notifications';
import { documentState, isProviderConfigured, type ProviderConfig, submitDocument } from './provider';

/**
 * The Peppol e-invoice outbox (decision 182). Queuing builds the UBL once and stores it; the job submits due rows to
 * the provider, retries failures with back-off, and follows what it submitted until delivered or rejected.
 */

type OutboxEnv = ProviderConfig;

/** Attempts before an unreachable provider counts as a rejection (about a day of back-off). */
export const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** How often a submitted document's state is asked again. */
const POLL_MS = 5 * 60_000;
const BATCH = 50;
/** At most this many batches a run; the next run (a minute later) goes on. */
const MAX_BATCHES = 40;

/** 1, 2, 4 … minutes after the n-th failed attempt, at most six hours. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

export const E_INVOICE_REJECTED_MESSAGE = 'notification.e_invoice_rejected';

type Row = typeof eInvoices.$inferSelect;

const stateOf = (row: Row | undefined, isConfigured: boolean): EInvoiceState => ({
  isConfigured,
  status: (row?.status as EInvoiceState['status']) ?? null,
  providerId: row?.providerId ?? null,
  queuedAt: row?.queuedAt.toISOString() ?? null,
  sentAt: row?.sentAt?.toISOString() ?? null,
  deliveredAt: row?.deliveredAt?.toISOString() ?? null,
  error: row?.error ?? null,
  attempts: row?.attempts ?? 0,
});

/** GET /v1/invoices/{id}/e-invoice: the invoice's e-invoice state (status null: not queued). */
export const getEInvoice = async (db: Db, env: OutboxEnv, ref: InvoiceRef) => {
  const invoice = await requireInvoice(db, ref);
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoice.id));
  return stateOf(row, isProviderConfigured(env));
};

/** Whether sending an invoice queues its e-invoice by itself: a Slovak VAT payer's invoice for a Slovak VAT payer. */
export const isMandatoryEInvoice = (invoice: { countryCode: string; invoiceDic: string }, vatPayer: boolean) =>
  invoice.countryCode === 'sk' && vatPayer && /^SK\d{10}$/.test(invoice.invoiceDic);

/**
 * POST /v1/invoices/{id}/e-invoice: builds the invoice's UBL and queues it for delivery, locking the invoice (a
 * document on its way is not changed). Already queued, sent or delivered: the state as it is (a second call sends
 * nothing twice). A rejected one is built again from the (corrected) invoice and queued anew. Without a provider: 409.
 */
export const queueEInvoice = async (db: Db, env: OutboxEnv, ref: InvoiceRef & { actor: Actor | null }) => {
  if (!isProviderConfigured(env)) throw new AppError(409, 'error.e_invoice_not_configured');
  await requireInvoice(db, ref);
  const content = invoiceContent(await loadInvoiceDocument(db, ref.countryCode, ref.invoiceId));
  // the buyer's Peppol participant, as the UBL's cbc:EndpointID names it (contract peppol.ts)
  const endpoint = peppolEndpointOf(content.data.invoice.countryCode, content.data.invoice.invoiceDic);
  if (!endpoint) throw fieldError({ invoiceDic: 'e_invoice_no_receiver' });
  const receiver = { scheme: endpoint.schemeId, id: endpoint.id };
  const ubl = invoiceUbl(content);
  const documentType = content.data.invoice.documentType === 'credit_note' ? 'CreditNote' : 'Invoice';
  await inTransaction(db, async (tx) => {
    const invoice = await requireInvoice(tx, ref, true);
    const [existing] = await tx.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoice.id)).for('update');
    if (existing && existing.status !== 'rejected') return;
    const values = {
      invoiceId: invoice.id,
      countryCode: ref.countryCode,
      status: 'queued',
      documentType,
      ubl,
      receiverScheme: receiver.scheme,
      receiverId: receiver.id,
      providerId: null,
      attempts: 0,
      nextAttemptAt: new Date(),
      queuedAt: new Date(),
      queuedBy: ref.actor?.id ?? null,
      sentAt: null,
      deliveredAt: null,
      error: null,
    };
    await changeInvoice(tx, {
      ref,
      lockVersion: invoice.lockVersion,
      set: invoice.lock ? {} : { lock: true },
      source: { kind: 'e_invoice', ref: `${receiver.scheme}:${receiver.id}` },
      also: async () => {
        if (existing) await tx.update(eInvoices).set(values).where(eq(eInvoices.id, existing.id));
        // the unique invoice index keeps a parallel queuing from making a second row
        else await tx.insert(eInvoices).values(values).onConflictDoNothing();
      },
    });
  });
  return getEInvoice(db, env, ref);
};

/** Tells the country's active administrators that an e-invoice was rejected, linking the invoice. */
const notifyRejected = async (db: Db, row: Pick<Row, 'invoiceId' | 'countryCode'>, reason: string) => {
  const admins = await queryRows<{ id: number; number: string }>(
    db,
    sql`select distinct u.id, i.number from users u
        join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.name = 'administrator'
        join user_countries uc on uc.user_id = u.id and uc.country_code = ${row.countryCode}
        join invoices i on i.id = ${row.invoiceId}
      where u.is_active`,
  );
  for (const admin of admins) {
    await notify(db, {
      userId: admin.id,
      message: E_INVOICE_REJECTED_MESSAGE,
      data: { number: admin.number, reason },
      url: `/${row.countryCode}/invoices/${row.invoiceId}`,
    });
  }
};

export type OutboxRun = { sent: number; delivered: number; rejected: number; retried: number };

/** One due row's step: submit a queued one, or ask about a sent one. Runs with the row held by the caller. */
const stepOne = async (db: Db, env: OutboxEnv, row: Row, now: Date, run: OutboxRun) => {
  const failed = async (reason: string) => {
    const attempts = row.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await db
        .update(eInvoices)
        .set({ status: 'rejected', attempts, error: `provider_unreachable: ${reason}` })
        .where(eq(eInvoices.id, row.id));
      await notifyRejected(db, row, reason);
      run.rejected += 1;
      return;
    }
    await db
      .update(eInvoices)
      .set({ attempts, error: reason, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) })
      .where(eq(eInvoices.id, row.id));
    run.retried += 1;
  };
  const rejected = async (reason: string) => {
    await db
      .update(eInvoices)
      .set({ status: 'rejected', attempts: row.attempts + 1, error: reason })
      .where(eq(eInvoices.id, row.id));
    await notifyRejected(db, row, reason);
    run.rejected += 1;
  };
  if (row.status === 'queued') {
    const answer = await submitDocument(env, {
      documentType: row.documentType as 'Invoice' | 'CreditNote',
      receiver: { scheme: row.receiverScheme, id: row.receiverId },
      reference: `invoice-${row.invoiceId}`,
      ubl: row.ubl,
    });
    if (answer.kind === 'retry') return failed(answer.reason);
    if (answer.kind === 'rejected') return rejected(answer.reason);
    await db
      .update(eInvoices)
      .set({
        status: 'sent',
        providerId: answer.providerId,
        attempts: 0,
        error: null,
        sentAt: now,
        nextAttemptAt: new Date(now.getTime() + POLL_MS),
      })
      .where(eq(eInvoices.id, row.id));
    run.sent += 1;
    return;
  }
  const state = await documentState(env, row.providerId ?? '');
  if (state.kind === 'delivered') {
    await db
      .update(eInvoices)
      .set({ status: 'delivered', deliveredAt: now, error: null })
      .where(eq(eInvoices.id, row.id));
    run.delivered += 1;
  } else if (state.kind === 'rejected') {
    await rejected(state.reason);
  } else {
    await db
      .update(eInvoices)
      .set({ nextAttemptAt: new Date(now.getTime() + POLL_MS), error: state.kind === 'retry' ? state.reason : null })
      .where(eq(eInvoices.id, row.id));
  }
};

/** One run at a time per database handle in this process (PGlite has only this process). */
const running = new WeakMap<Db, Promise<unknown>>();

export type RunOutboxOptions = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  env: OutboxEnv;
  now?: Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

/**
 * The outbox job (every minute, and POST /v1/e-invoices/run): every due row — queued ones submitted, sent ones asked
 * about. PostgreSQL: each row in its own transaction taken with `for update skip locked`, so several instances never
 * submit one document twice; PGlite: this process alone, one run at a time.
 */
export const runEInvoiceOutbox = (options: RunOutboxOptions): Promise<OutboxRun> => {
  const task = async (): Promise<OutboxRun> => {
    const run: OutboxRun = { sent: 0, delivered: 0, rejected: 0, retried: 0 };
    if (!isProviderConfigured(options.env)) return run;
    const now = options.now ?? new Date();
    // batches in id order until none is left (a row another instance holds is passed over, not waited for)
    let lastId = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const due = await queryRows<{ id: number }>(
        options.db,
        sql`select id from e_invoices
          where status in ('queued', 'sent') and next_attempt_at <= ${now.toISOString()}::timestamptz and id > ${lastId}
          order by id limit ${BATCH}`,
      );
      for (const { id } of due) {
        const step = async (db: Db, lock: boolean) => {
          const query = db
            .select()
            .from(eInvoices)
            .where(and(eq(eInvoices.id, id), sql`${eInvoices.status} in ('queued', 'sent')`));
          const [row] = lock ? await query.for('update', { skipLocked: true }) : await query;
          if (!row || row.nextAttemptAt > now) return;
          await stepOne(db, options.env, row, now, run);
        };
        try {
          if (options.dbKind === 'pglite') await step(options.db, false);
          else await inTransaction(options.db, (tx) => step(tx, true));
        } catch (error) {
          options.log?.error({ err: error, eInvoiceId: id }, 'e-invoice outbox step failed');
        }
      }
      if (due.length < BATCH) break;
      lastId = due.at(-1)?.id ?? lastId;
    }
    if (run.sent + run.delivered + run.rejected + run.retried > 0) options.log?.info(run, 'e-invoice outbox run');
    return run;
  };
  const previous = running.get(options.db) ?? Promise.resolve();
  const next = previous.then(task, task);
  running.set(
    options.db,
    next.catch(() => {}),
  );
  return next;
};
