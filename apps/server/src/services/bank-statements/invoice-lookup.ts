import type { InvoicePayment, PairedInvoice } from '@bo/contract/bank-statements/schemas';
import { isoCurrencyOf } from '@bo/contract/money/currency';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { containsPattern, normalizedContains } from '../../db/text-search';
import { requireInvoice } from '../invoices/invoice-access';
import { comparableAccount } from './parsed-statement';

/** An invoice's variable symbol in SQL, as the index of migration 0022 has it (leading zeros dropped). */
export const variableSymbolSql = (alias: string) =>
  sql.raw(`ltrim(right(regexp_replace(${alias}.number, '\\D', '', 'g'), 10), '0')`);

/** A list of texts as one parameter both drivers take (`any(string_to_array(…))`). */
export const textList = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;
export const idList = (values: readonly number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;

/** The ISO currency of a country's invoices (CZK, EUR). */
export const countryCurrency = async (db: Db, countryCode: string) => {
  const [row] = await queryRows<{ currency: string }>(
    db,
    sql`select currency from countries where country_code = ${countryCode}`,
  );
  return isoCurrencyOf(countryCode, row?.currency ?? '');
};

type InvoiceRow = {
  id: number;
  number: string;
  variable_symbol: string;
  invoice_company: string;
  price_with_vat: string;
  recorded: string;
  date_maturity: string;
  paid: boolean;
  customer_id: number;
};

/** What an invoice still owes: its price less the payments recorded on it in its currency. */
const invoiceColumns = (currency: string) => sql`i.id, i.number, ${variableSymbolSql('i')} as variable_symbol,
  i.invoice_company, i.price_with_vat::text, to_char(i.date_maturity, 'YYYY-MM-DD') as date_maturity, i.paid,
  i.customer_id, coalesce((select sum(p.amount) from invoice_payments p
    where p.invoice_id = i.id and p.currency = ${currency}), 0)::text as recorded`;

const toCents = (value: string) => Math.round(Number(value) * 100);

export const toPairedInvoice = (row: InvoiceRow): PairedInvoice => ({
  id: row.id,
  number: row.number,
  variableSymbol: row.variable_symbol,
  invoiceCompany: row.invoice_company,
  priceWithVat: Number(row.price_with_vat),
  amountDue: (toCents(row.price_with_vat) - toCents(row.recorded)) / 100,
  dateMaturity: row.date_maturity,
  paid: row.paid,
  customerId: row.customer_id,
});

const selectInvoices = (db: Db, currency: string, where: SQL, tail = sql``) =>
  queryRows<InvoiceRow>(db, sql`select ${invoiceColumns(currency)} from invoices i where ${where} ${tail}`);

/**
 * The country's billing infos whose bank account (or IBAN) is the statement's: a payment to one company's
 * account pays only that company's invoices. Empty when the account is none of them.
 */
export const billingInfosOfAccount = async (db: Db, options: { countryCode: string; account: string }) => {
  const account = comparableAccount(options.account);
  const rows = await queryRows<{ id: number; bank_account: string; iban: string }>(
    db,
    sql`select id, bank_account, iban from billing_infos where country_code = ${options.countryCode}`,
  );
  return rows
    .filter((row) => account !== '' && [row.bank_account, row.iban].some((own) => comparableAccount(own) === account))
    .map((row) => row.id);
};

/**
 * Unpaid invoices of the country whose variable symbol is one of `symbols` (the import's candidates); with
 * `billingInfoIds`, only theirs.
 */
export const unpaidInvoicesBySymbol = async (
  db: Db,
  options: { countryCode: string; currency: string; symbols: readonly string[]; billingInfoIds?: readonly number[] },
): Promise<PairedInvoice[]> => {
  if (options.symbols.length === 0) return [];
  const ofBilling = options.billingInfoIds?.length
    ? sql`and i.billing_info_id = any(${idList(options.billingInfoIds)})`
    : sql``;
  const rows = await selectInvoices(
    db,
    options.currency,
    sql`i.country_code = ${options.countryCode} and not i.paid and i.document_type = 'invoice'
      and ${variableSymbolSql('i')} = any(${textList(options.symbols)}) ${ofBilling}`,
  );
  return rows.map(toPairedInvoice);
};

/** Invoices by id, this country's only. */
export const invoicesById = async (
  db: Db,
  options: { countryCode: string; currency: string; ids: readonly number[] },
): Promise<PairedInvoice[]> => {
  if (options.ids.length === 0) return [];
  const rows = await selectInvoices(
    db,
    options.currency,
    sql`i.country_code = ${options.countryCode} and i.id = any(${idList(options.ids)})`,
  );
  return rows.map(toPairedInvoice);
};

/**
 * The pairing dialog's search over unpaid invoices: every word in the number, company or IČ
 * (the invoices' search text, decision 097), or a variable symbol starting with the digits typed.
 * Oldest maturity first, at most 20.
 */
export const searchUnpaidInvoices = async (
  db: Db,
  options: { countryCode: string; search?: string },
): Promise<PairedInvoice[]> => {
  const currency = await countryCurrency(db, options.countryCode);
  // a credit note is money the company owes, never an incoming payment's match (decision 122)
  const conditions: SQL[] = [
    sql`i.country_code = ${options.countryCode}`,
    sql`not i.paid`,
    sql`i.document_type = 'invoice'`,
  ];
  const search = options.search?.trim() ?? '';
  if (/^\d+$/.test(search)) {
    const symbol = search.replace(/^0+/, '');
    conditions.push(
      sql`(${variableSymbolSql('i')} like ${`${symbol}%`} or i.search_text like ${containsPattern(search)})`,
    );
  } else {
    for (const word of search.split(/\s+/).filter(Boolean).slice(0, 10))
      conditions.push(normalizedContains(sql`i.search_text`, word));
  }
  const rows = await selectInvoices(
    db,
    currency,
    sql.join(conditions, sql` and `),
    sql`order by i.date_maturity, i.id limit 20`,
  );
  return rows.map(toPairedInvoice);
};

/** GET /v1/invoices/{id}/payments: the payments recorded on the invoice, oldest first. */
export const invoicePayments = async (db: Db, ref: { invoiceId: number; countryCode: string }) => {
  await requireInvoice(db, ref);
  const rows = await queryRows<{
    id: number;
    amount: string;
    currency: string;
    date: string;
    counter_account: string;
    variable_symbol: string;
    statement_id: number | null;
    statement_number: string | null;
    statement_account: string | null;
  }>(
    db,
    sql`select p.id, p.amount::text, p.currency, to_char(p.date, 'YYYY-MM-DD') as date, p.counter_account,
        p.variable_symbol, p.statement_id, s.number as statement_number, s.account as statement_account
      from invoice_payments p left join bank_statements s on s.id = p.statement_id
      where p.invoice_id = ${ref.invoiceId}
      order by p.date, p.id`,
  );
  return rows.map(
    (row): InvoicePayment => ({
      id: row.id,
      amount: Number(row.amount),
      currency: row.currency,
      date: row.date,
      counterAccount: row.counter_account,
      variableSymbol: row.variable_symbol,
      bankStatementId: row.statement_id,
      statementNumber: row.statement_number ?? '',
      statementAccount: row.statement_account ?? '',
    }),
  );
};
