import { allocatePayment } from '@bo/contract/bank-statements/matching';
import type { BankPaymentPairBody } from '@bo/contract/bank-statements/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { bankPaymentInvoices, bankStatementPayments, invoicePayments } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { changeInvoice } from '../invoices/change-invoice';
import { countryCurrency, idList, invoicesById } from './invoice-lookup';
import { getStatement, loadPayments } from './statements';

type Actor = { id: number; roles: readonly string[] };

type PaymentToApply = {
  id: number;
  statement_id: number;
  account: string;
  bank_reference: string;
  amount: string;
  currency: string;
  date: string;
  counter_account: string;
  variable_symbol: string;
  statement_number: string;
};

/**
 * Records payments on their invoices and sets paid every invoice its payments (in its currency)
 * now cover, with the latest payment's date, locked as setting paid does (decision 096). Inside the
 * caller's transaction; the unique (account, reference, invoice) index keeps a repeat from
 * recording twice. Returns how many invoices became paid.
 */
const applyPayments = async (tx: Db, options: { countryCode: string; actor: Actor; paymentIds: readonly number[] }) => {
  if (options.paymentIds.length === 0) return 0;
  const currency = await countryCurrency(tx, options.countryCode);
  const payments = await queryRows<PaymentToApply>(
    tx,
    sql`select p.id, p.statement_id, p.account, p.bank_reference, p.amount::text, p.currency,
        to_char(p.date, 'YYYY-MM-DD') as date, p.counter_account, p.variable_symbol, s.number as statement_number
      from bank_statement_payments p join bank_statements s on s.id = p.statement_id
      where p.id = any(${idList(options.paymentIds)}) and p.applied_at is null and p.direction = 'credit'
      order by p.position for update of p`,
  );
  const pairs = await queryRows<{ payment_id: number; invoice_id: number }>(
    tx,
    sql`select payment_id, invoice_id from bank_payment_invoices
      where payment_id = any(${idList(payments.map((payment) => payment.id))}) order by payment_id, position`,
  );
  const invoiceIds = [...new Set(pairs.map((pair) => pair.invoice_id))];
  // the invoices are locked while their payments are added up; their versions are what the payments change
  const locked = await queryRows<{ id: number; lock_version: number; last_paid: string | null }>(
    tx,
    sql`select i.id, i.lock_version, (select to_char(max(p.date), 'YYYY-MM-DD') from invoice_payments p
        where p.invoice_id = i.id and p.currency = ${currency}) as last_paid
      from invoices i where i.id = any(${idList(invoiceIds)}) and i.country_code = ${options.countryCode}
      order by i.id for update`,
  );
  const invoices = await invoicesById(tx, { countryCode: options.countryCode, currency, ids: invoiceIds });
  const dueCents = new Map(invoices.map((invoice) => [invoice.id, Math.round(invoice.amountDue * 100)]));

  const rows: (typeof invoicePayments.$inferInsert)[] = [];
  for (const payment of payments) {
    const ids = pairs.filter((pair) => pair.payment_id === payment.id).map((pair) => pair.invoice_id);
    if (ids.length === 0) continue;
    const sameCurrency = payment.currency === currency;
    const cents = Math.round(Number(payment.amount) * 100);
    const shares = allocatePayment(
      cents,
      ids.map((id) => (sameCurrency ? Math.max(0, dueCents.get(id) ?? 0) : cents)),
    );
    ids.forEach((invoiceId, index) => {
      const share = ids.length === 1 ? cents : (shares[index] ?? 0);
      if (share <= 0) return;
      if (sameCurrency) dueCents.set(invoiceId, (dueCents.get(invoiceId) ?? 0) - share);
      rows.push({
        invoiceId,
        paymentId: payment.id,
        statementId: payment.statement_id,
        account: payment.account,
        bankReference: payment.bank_reference,
        amount: (share / 100).toFixed(2),
        currency: payment.currency,
        date: payment.date,
        counterAccount: payment.counter_account,
        variableSymbol: payment.variable_symbol,
        createdBy: options.actor.id,
      });
    });
  }
  if (payments.length > 0)
    await tx.execute(
      sql`update bank_statement_payments set applied_at = now()
        where id = any(${idList(payments.map((payment) => payment.id))})`,
    );
  const numberOfStatement = new Map(payments.map((payment) => [payment.statement_id, payment.statement_number]));
  const paidBefore = new Set(invoices.filter((invoice) => invoice.paid).map((invoice) => invoice.id));
  let paidCount = 0;
  for (const invoice of locked) {
    const own = rows.filter((row) => row.invoiceId === invoice.id);
    if (own.length === 0) continue;
    const covered = !paidBefore.has(invoice.id) && (dueCents.get(invoice.id) ?? 1) <= 0;
    const datePaid = [invoice.last_paid ?? '', ...own.filter((row) => row.currency === currency).map((row) => row.date)]
      .sort()
      .at(-1);
    // decision 096: a paid invoice is locked, as setting paid does
    await changeInvoice(tx, {
      ref: { invoiceId: invoice.id, countryCode: options.countryCode, actor: options.actor },
      lockVersion: invoice.lock_version,
      set: covered ? { paid: true, lock: true, datePaid: datePaid || null } : {},
      // the statement as the accountant knows it: its number from the bank
      source: {
        kind: 'bank_statement',
        ref: [...new Set(own.map((row) => numberOfStatement.get(row.statementId ?? 0) ?? ''))].join(', '),
      },
      also: async () => {
        await tx.insert(invoicePayments).values(own).onConflictDoNothing();
      },
    });
    if (covered) paidCount += 1;
  }
  return paidCount;
};

/**
 * POST /v1/bank-statements/{id}/confirm: one transaction records every paired payment of the
 * preview on its invoices and sets paid those now covered. The statement row is locked first, so
 * a second (or concurrent) confirm finds it confirmed and changes nothing.
 */
export const confirmStatement = async (db: Db, options: { countryCode: string; id: number; actor: Actor }) => {
  const paidInvoiceCount = await inTransaction(db, async (tx) => {
    const [statement] = await queryRows<{ id: number; confirmed: boolean }>(
      tx,
      sql`select id, confirmed_at is not null as confirmed from bank_statements
        where id = ${options.id} and country_code = ${options.countryCode} and is_written for update`,
    );
    if (!statement) throw notFound();
    if (statement.confirmed) return 0;
    const payable = await queryRows<{ id: number }>(
      tx,
      sql`select p.id from bank_statement_payments p
        where p.statement_id = ${statement.id} and p.applied_at is null and p.direction = 'credit'
          and p.status in ('matched', 'doubtful')
          and exists (select 1 from bank_payment_invoices b where b.payment_id = p.id)`,
    );
    const count = await applyPayments(tx, {
      countryCode: options.countryCode,
      actor: options.actor,
      paymentIds: payable.map((row) => row.id),
    });
    await tx.execute(
      sql`update bank_statements set confirmed_at = now(), confirmed_by = ${options.actor.id} where id = ${statement.id}`,
    );
    return count;
  });
  return { bankStatement: await getStatement(db, options), paidInvoiceCount };
};

export const paymentApplied = () => new AppError(409, 'error.bank_payment_applied');

/**
 * PUT /v1/bank-statements/{id}/payments/{paymentId}: pairs a payment by hand with one or several
 * unpaid invoices of the country (or unpairs it with `invoiceId: null`). On a confirmed statement
 * the payment is recorded at once. A payment already recorded on invoices answers 409.
 */
export const pairPayment = async (
  db: Db,
  options: { countryCode: string; id: number; paymentId: number; actor: Actor; body: BankPaymentPairBody },
) => {
  const invoiceIds = options.body.invoiceIds ?? (options.body.invoiceId ? [options.body.invoiceId] : []);
  const field = options.body.invoiceIds ? 'invoiceIds' : 'invoiceId';
  const where = sql`p.id = ${options.paymentId}`;
  const paidInvoiceCount = await inTransaction(db, async (tx) => {
    const [payment] = await queryRows<{
      id: number;
      direction: string;
      currency: string;
      applied: boolean;
      lock_version: number;
      confirmed: boolean;
    }>(
      tx,
      sql`select p.id, p.direction, p.currency, p.applied_at is not null as applied, p.lock_version,
          s.confirmed_at is not null as confirmed
        from bank_statement_payments p join bank_statements s on s.id = p.statement_id
        where p.id = ${options.paymentId} and s.id = ${options.id} and s.country_code = ${options.countryCode}
          and s.is_written
        for update of p, s`,
    );
    if (!payment) throw notFound();
    if (payment.applied) throw paymentApplied();
    if (payment.direction !== 'credit' && invoiceIds.length > 0) throw fieldError({ [field]: 'not_available' });
    const currency = await countryCurrency(tx, options.countryCode);
    const invoices = await invoicesById(tx, { countryCode: options.countryCode, currency, ids: invoiceIds });
    if (invoices.length !== invoiceIds.length || invoices.some((invoice) => invoice.paid))
      throw fieldError({ [field]: 'not_available' });
    const isForeign = payment.currency !== currency;
    await updateVersioned(tx, {
      table: bankStatementPayments,
      where: eq(bankStatementPayments.id, payment.id),
      lockVersion: options.body.lockVersion ?? payment.lock_version,
      set:
        invoiceIds.length > 0
          ? { status: 'matched', reason: 'manual' }
          : isForeign
            ? { status: 'doubtful', reason: 'foreign_currency' }
            : { status: 'unmatched', reason: null },
      actorId: options.actor.id,
      current: async () => (await loadPayments(tx, { countryCode: options.countryCode, where }))[0] ?? null,
    });
    await tx.delete(bankPaymentInvoices).where(and(eq(bankPaymentInvoices.paymentId, payment.id)));
    if (invoiceIds.length > 0)
      await tx
        .insert(bankPaymentInvoices)
        .values(invoiceIds.map((invoiceId, position) => ({ paymentId: payment.id, invoiceId, position })));
    if (!payment.confirmed || invoiceIds.length === 0) return 0;
    return applyPayments(tx, { countryCode: options.countryCode, actor: options.actor, paymentIds: [payment.id] });
  });
  const [payment] = await loadPayments(db, { countryCode: options.countryCode, where });
  if (!payment) throw notFound();
  return { payment, paidInvoiceCount };
};
