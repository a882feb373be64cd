import {
  BANK_STATEMENT_PAGE_SIZE,
  type BankPayment,
  type BankStatement,
  type BankStatementListResponse,
  type BankStatementSummary,
  type PairedInvoice,
} from '@bo/contract/bank-statements/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/app-error';
import { countryCurrency, invoicesById } from './invoice-lookup';

type SummaryRow = {
  id: number;
  format: 'gpc' | 'camt';
  filename: string;
  account: string;
  number: string;
  statement_date: string;
  currency: string;
  payment_count: number;
  matched_count: number;
  doubtful_count: number;
  unmatched_count: number;
  credit_total: string;
  created_at: string;
  created_by: string | null;
  confirmed_at: string | null;
  confirmed_by: string | null;
};

const isoTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const userName = (column: string) =>
  sql.raw(`(select nullif(trim(concat_ws(' ', u.name, u.surname)), '') from users u where u.id = ${column})`);

const summarySql = (where: SQL, tail = sql``) => sql`
  select s.id, s.format, s.filename, s.account, s.number, to_char(s.statement_date, 'YYYY-MM-DD') as statement_date,
    s.currency, coalesce(c.payment_count, 0)::int as payment_count, coalesce(c.matched_count, 0)::int as matched_count,
    coalesce(c.doubtful_count, 0)::int as doubtful_count, coalesce(c.unmatched_count, 0)::int as unmatched_count,
    coalesce(c.credit_total, 0)::text as credit_total, ${isoTime('s.created_at')} as created_at,
    ${userName('s.created_by')} as created_by, ${isoTime('s.confirmed_at')} as confirmed_at,
    ${userName('s.confirmed_by')} as confirmed_by
  from bank_statements s
  left join lateral (
    select count(*) as payment_count,
      count(*) filter (where p.status = 'matched') as matched_count,
      count(*) filter (where p.status = 'doubtful') as doubtful_count,
      count(*) filter (where p.status = 'unmatched') as unmatched_count,
      sum(p.amount) filter (where p.direction = 'credit' and not p.is_reversal) as credit_total
    from bank_statement_payments p where p.statement_id = s.id
  ) c on true
  where ${where} ${tail}`;

const toSummary = (row: SummaryRow): BankStatementSummary => ({
  id: row.id,
  format: row.format,
  filename: row.filename,
  account: row.account,
  number: row.number,
  statementDate: row.statement_date,
  currency: row.currency,
  paymentCount: row.payment_count,
  matchedCount: row.matched_count,
  doubtfulCount: row.doubtful_count,
  unmatchedCount: row.unmatched_count,
  creditTotal: Number(row.credit_total),
  createdAt: row.created_at,
  createdBy: row.created_by,
  confirmedAt: row.confirmed_at,
  confirmedBy: row.confirmed_by,
});

/** GET /v1/bank-statements: newest import first, 50 a page. */
export const listStatements = async (
  db: Db,
  options: { countryCode: string; page: number },
): Promise<BankStatementListResponse> => {
  const offset = (options.page - 1) * BANK_STATEMENT_PAGE_SIZE;
  const [[count], rows] = await Promise.all([
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from bank_statements where country_code = ${options.countryCode} and is_written`,
    ),
    queryRows<SummaryRow>(
      db,
      summarySql(
        sql`s.country_code = ${options.countryCode} and s.is_written`,
        sql`order by s.created_at desc, s.id desc limit ${BANK_STATEMENT_PAGE_SIZE} offset ${offset}`,
      ),
    ),
  ]);
  const totalCount = count?.count ?? 0;
  return {
    bankStatements: rows.map(toSummary),
    pagination: {
      page: options.page,
      pageCount: Math.ceil(totalCount / BANK_STATEMENT_PAGE_SIZE),
      totalCount,
    },
  };
};

type PaymentRow = {
  id: number;
  bank_reference: string;
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  date: string;
  variable_symbol: string;
  constant_symbol: string;
  specific_symbol: string;
  counter_account: string;
  counter_name: string;
  message: string;
  status: BankPayment['status'];
  reason: BankPayment['reason'];
  applied: boolean;
  lock_version: number;
};

const paymentsSql = (where: SQL) => sql`
  select p.id, p.bank_reference, p.direction, p.amount::text, p.currency, to_char(p.date, 'YYYY-MM-DD') as date,
    p.variable_symbol, p.constant_symbol, p.specific_symbol, p.counter_account, p.counter_name, p.message,
    p.status, p.reason, p.applied_at is not null as applied, p.lock_version
  from bank_statement_payments p where ${where} order by p.position, p.id`;

/** Payments with their paired invoices (two queries whatever the count). */
export const loadPayments = async (db: Db, options: { countryCode: string; where: SQL }): Promise<BankPayment[]> => {
  const rows = await queryRows<PaymentRow>(db, paymentsSql(options.where));
  if (rows.length === 0) return [];
  const pairs = await queryRows<{ payment_id: number; invoice_id: number }>(
    db,
    sql`select b.payment_id, b.invoice_id from bank_payment_invoices b
      where b.payment_id in (select p.id from bank_statement_payments p where ${options.where})
      order by b.payment_id, b.position`,
  );
  const currency = await countryCurrency(db, options.countryCode);
  const invoices = await invoicesById(db, {
    countryCode: options.countryCode,
    currency,
    ids: [...new Set(pairs.map((pair) => pair.invoice_id))],
  });
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const invoicesOf = new Map<number, PairedInvoice[]>();
  for (const pair of pairs) {
    const invoice = invoiceById.get(pair.invoice_id);
    if (!invoice) continue;
    invoicesOf.set(pair.payment_id, [...(invoicesOf.get(pair.payment_id) ?? []), invoice]);
  }
  return rows.map((row) => ({
    id: row.id,
    bankReference: row.bank_reference,
    direction: row.direction,
    amount: Number(row.amount),
    currency: row.currency,
    date: row.date,
    variableSymbol: row.variable_symbol,
    constantSymbol: row.constant_symbol,
    specificSymbol: row.specific_symbol,
    counterAccount: row.counter_account,
    counterName: row.counter_name,
    message: row.message,
    status: row.status,
    reason: row.reason,
    invoices: invoicesOf.get(row.id) ?? [],
    applied: row.applied,
    lockVersion: row.lock_version,
  }));
};

const PAYMENT_PAGE = 2_000;

/** The statement of this country (else 404) with every payment: the preview. */
export const getStatement = async (
  db: Db,
  options: { countryCode: string; id: number; alreadyImported?: boolean },
): Promise<BankStatement> => {
  const [row] = await queryRows<SummaryRow>(
    db,
    summarySql(sql`s.id = ${options.id} and s.country_code = ${options.countryCode} and s.is_written`),
  );
  if (!row) throw notFound();
  // a page of positions per query: 20,000 payments in one query held the embedded database's one connection for a
  // second, and every other request waited (bench:upload-load)
  const payments: BankPayment[] = [];
  for (let from = 0; from === 0 || from < row.payment_count; from += PAYMENT_PAGE) {
    const page = await loadPayments(db, {
      countryCode: options.countryCode,
      where: sql`p.statement_id = ${row.id} and p.position >= ${from} and p.position < ${from + PAYMENT_PAGE}`,
    });
    payments.push(...page);
  }
  return { ...toSummary(row), alreadyImported: options.alreadyImported ?? false, payments };
};
