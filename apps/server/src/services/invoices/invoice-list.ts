import { companyToday } from '@bo/contract/dates/business-calendar';
import type { EInvoiceStatus } from '@bo/contract/invoices/e-invoice';
import type {
  InvoiceListItem,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceStatistics,
  OverdueInvoice,
} from '@bo/contract/invoices/schemas';
import { INVOICE_PAGE_SIZE, type InvoiceState, invoiceState } from '@bo/contract/invoices/state';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { normalizedContains } from '../../db/text-search';
import { requireCustomer } from '../customers/customer-access';
import type { Actor } from './invoice-access';

const words = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, 10);

/**
 * The list filter (overview §2.8) as SQL on `invoices i`. The search looks in the generated,
 * unaccented search text (number, delivery note, company, IČ; pg_trgm GIN index, migration 0020);
 * every word must occur. Date ranges are inclusive on the chosen date.
 */
export const invoiceListConditions = (filter: InvoiceListQuery, countryCode: string, today: string): SQL => {
  const conditions: SQL[] = [sql`i.country_code = ${countryCode}`];
  for (const word of words(filter.search ?? '')) conditions.push(normalizedContains(sql`i.search_text`, word));
  if (filter.onlyUnpaid === '1') conditions.push(sql`not i.paid`);
  if (filter.onlyAfterMaturity === '1') conditions.push(sql`not i.paid and i.date_maturity < ${today}`);
  if (filter.billingInfoId !== undefined) conditions.push(sql`i.billing_info_id = ${filter.billingInfoId}`);
  if (filter.documentType !== undefined) conditions.push(sql`i.document_type = ${filter.documentType}`);
  const column =
    filter.dateType === 'maturity'
      ? sql`i.date_maturity`
      : filter.dateType === 'paid'
        ? sql`i.date_paid`
        : sql`i.date_issue`;
  if (filter.dateFrom !== undefined) conditions.push(sql`${column} >= ${filter.dateFrom}`);
  if (filter.dateTo !== undefined) conditions.push(sql`${column} <= ${filter.dateTo}`);
  return sql.join(conditions, sql` and `);
};

type ListRow = {
  id: number;
  number: string;
  price_with_vat: string;
  price_without_vat: string;
  paid: boolean;
  date_paid: string | null;
  date_issue: string;
  date_maturity: string;
  delivery_note_number: number | null;
  invoice_company: string;
  customer_id: number;
  customer_application_id: number | null;
  inspection_count: number;
  color: number;
  lock: boolean;
  document_type: string;
  lock_version: number;
  e_invoice_status: EInvoiceStatus | null;
};

/**
 * The page's order, newest issue first. A maturity or payment date range sorts its matching rows (read from that
 * date's index alone, migration 0039) rather than walking the issue-date index: that walk would pass every later
 * invoice before the first one in the range (decision 199). `+ 0` keeps the planner off the issue-date index.
 */
const pageOrder = (filter: InvoiceListQuery) =>
  filter.dateType !== undefined &&
  filter.dateType !== 'issue' &&
  (filter.dateFrom !== undefined || filter.dateTo !== undefined)
    ? sql`i.date_issue + 0 desc, i.id desc`
    : sql`i.date_issue desc, i.id desc`;

/** One page, newest issue first: the page's ids come from an index, then only its rows are read. */
export const invoicePageSql = (filter: InvoiceListQuery, where: SQL, offset: number) => sql`
  with page as (
    select i.id from invoices i where ${where}
    order by ${pageOrder(filter)} limit ${INVOICE_PAGE_SIZE} offset ${offset}
  )
  select i.id, i.number, i.price_with_vat, i.price_without_vat, i.paid,
    to_char(i.date_paid, 'YYYY-MM-DD') as date_paid, to_char(i.date_issue, 'YYYY-MM-DD') as date_issue,
    to_char(i.date_maturity, 'YYYY-MM-DD') as date_maturity, i.delivery_note_number, i.invoice_company,
    i.customer_id, i.customer_application_id, i.color, i.lock, i.document_type, i.lock_version,
    (select count(*)::int from inspections n where n.application_id = i.customer_application_id) as inspection_count,
    e.status as e_invoice_status
  from page join invoices i on i.id = page.id left join e_invoices e on e.invoice_id = i.id
  order by i.date_issue desc, i.id desc`;

/** The count and both sums over the whole filter (not the page), read from the matching invoices. */
export const invoiceSummarySql = (where: SQL) => sql`
  select count(*)::int as count, coalesce(sum(i.price_with_vat), 0)::text as with_vat,
    coalesce(sum(i.price_without_vat), 0)::text as without_vat
  from invoices i where ${where}`;

/**
 * The same count and sums from the day sums the database keeps (invoice_day_sums, migration 0038, decision 199):
 * the rows of one date kind (the filtered date, else the issue date) in the day range, matched on billing info,
 * document type and paid state. Null when the sums cannot answer: a search, or "after maturity" together with an
 * issue- or paid-date range (two dates at once); then the invoices themselves are read.
 */
export const invoiceDaySumsSql = (filter: InvoiceListQuery, countryCode: string, today: string): SQL | null => {
  if (words(filter.search ?? '').length > 0) return null;
  const dated = filter.dateFrom !== undefined || filter.dateTo !== undefined;
  let kind: 'issue' | 'maturity' | 'paid' = dated ? (filter.dateType ?? 'issue') : 'issue';
  const conditions: SQL[] = [sql`s.country_code = ${countryCode}`];
  if (filter.onlyAfterMaturity === '1') {
    if (dated && kind !== 'maturity') return null;
    kind = 'maturity';
    conditions.push(sql`not s.paid`, sql`s.day < ${today}`);
  }
  conditions.push(sql`s.date_kind = ${kind}`);
  if (filter.onlyUnpaid === '1') conditions.push(sql`not s.paid`);
  if (filter.billingInfoId !== undefined) conditions.push(sql`s.billing_info_id = ${filter.billingInfoId}`);
  if (filter.documentType !== undefined) conditions.push(sql`s.document_type = ${filter.documentType}`);
  if (filter.dateFrom !== undefined) conditions.push(sql`s.day >= ${filter.dateFrom}`);
  if (filter.dateTo !== undefined) conditions.push(sql`s.day <= ${filter.dateTo}`);
  return sql`
    select coalesce(sum(s.count), 0)::int as count, coalesce(sum(s.with_vat), 0)::text as with_vat,
      coalesce(sum(s.without_vat), 0)::text as without_vat
    from invoice_day_sums s where ${sql.join(conditions, sql` and `)}`;
};

const toListItem = (row: ListRow, today: string): InvoiceListItem => ({
  id: row.id,
  number: row.number,
  priceWithVat: Number(row.price_with_vat),
  priceWithoutVat: Number(row.price_without_vat),
  paid: row.paid,
  datePaid: row.date_paid,
  state: invoiceState({ paid: row.paid, dateMaturity: row.date_maturity }, today),
  dateIssue: row.date_issue,
  dateMaturity: row.date_maturity,
  deliveryNoteNumber: row.delivery_note_number,
  invoiceCompany: row.invoice_company,
  customerId: row.customer_id,
  customerApplicationId: row.customer_application_id,
  inspectionCount: row.inspection_count,
  color: row.color,
  lock: row.lock,
  documentType: row.document_type === 'credit_note' ? 'credit_note' : 'invoice',
  lockVersion: row.lock_version,
  eInvoiceStatus: row.e_invoice_status,
});

/** The list's two statements: the count and sums over the whole filter, and the page. */
export const invoiceListStatements = (query: InvoiceListQuery, countryCode: string, today: string) => {
  const where = invoiceListConditions(query, countryCode, today);
  return {
    summary: invoiceDaySumsSql(query, countryCode, today) ?? invoiceSummarySql(where),
    page: invoicePageSql(query, where, (query.page - 1) * INVOICE_PAGE_SIZE),
  };
};

/** GET /v1/invoices: the page, the pagination and the sums over the whole filter. */
export const listInvoices = async (
  db: Db,
  options: { countryCode: string; query: InvoiceListQuery },
): Promise<InvoiceListResponse> => {
  const today = companyToday();
  const statements = invoiceListStatements(options.query, options.countryCode, today);
  // both at once: PostgreSQL runs them on two pool connections, PGlite one after the other
  const [[summary], rows] = await Promise.all([
    queryRows<{ count: number; with_vat: string; without_vat: string }>(db, statements.summary),
    queryRows<ListRow>(db, statements.page),
  ]);
  const totalCount = Number(summary?.count ?? 0);
  return {
    invoices: rows.map((row) => toListItem(row, today)),
    pagination: { page: options.query.page, pageCount: Math.ceil(totalCount / INVOICE_PAGE_SIZE), totalCount },
    summary: {
      totalPriceWithVat: Number(summary?.with_vat ?? 0),
      totalPriceWithoutVat: Number(summary?.without_vat ?? 0),
    },
  };
};

/** GET /v1/invoices/statistics?year=: the year's sums by month of issue (12 months, zeros included), from the day sums. */
export const invoiceStatistics = async (
  db: Db,
  options: { countryCode: string; year: number },
): Promise<InvoiceStatistics> => {
  const rows = await queryRows<{ month: number; with_vat: string; without_vat: string }>(
    db,
    sql`select extract(month from s.day)::int as month,
        sum(s.with_vat)::text as with_vat, sum(s.without_vat)::text as without_vat
      from invoice_day_sums s
      where s.country_code = ${options.countryCode} and s.date_kind = 'issue'
        and s.day >= ${`${options.year}-01-01`} and s.day < ${`${options.year + 1}-01-01`}
      group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const row = byMonth.get(index + 1);
    return {
      month: index + 1,
      totalPriceWithoutVat: Number(row?.without_vat ?? 0),
      totalPriceWithVat: Number(row?.with_vat ?? 0),
    };
  });
  // sums of two-decimal figures: add in hundredths, exactly
  const sum = (key: 'totalPriceWithoutVat' | 'totalPriceWithVat') =>
    months.reduce((total, month) => total + Math.round(month[key] * 100), 0) / 100;
  return {
    year: options.year,
    totalPriceWithoutVat: sum('totalPriceWithoutVat'),
    totalPriceWithVat: sum('totalPriceWithVat'),
    months,
  };
};

/**
 * GET /v1/invoices/overdue (home): unpaid invoices past maturity (from the day after), of the
 * caller's customers (the customer's operator) — every customer's for administrators. Oldest
 * maturity first.
 */
export const overdueInvoices = async (
  db: Db,
  options: { countryCode: string; actor: Actor },
): Promise<OverdueInvoice[]> => {
  const mine = options.actor.roles.includes('administrator')
    ? sql`true`
    : sql`exists (select 1 from customers c where c.id = i.customer_id and c.operator_id = ${options.actor.id})`;
  const rows = await queryRows<{
    id: number;
    invoice_company: string;
    delivery_note_number: number | null;
    number: string;
    price_with_vat: string;
    date_maturity: string;
    invoice_email: string;
    customer_id: number;
    reminder_level: number;
  }>(
    db,
    sql`select i.id, i.invoice_company, i.delivery_note_number, i.number, i.price_with_vat,
        to_char(i.date_maturity, 'YYYY-MM-DD') as date_maturity, i.invoice_email, i.customer_id,
        (select coalesce(max(r.level), 0)::int from invoice_reminders r where r.invoice_id = i.id) as reminder_level
      from invoices i
      where i.country_code = ${options.countryCode} and not i.paid and i.date_maturity < ${companyToday()} and ${mine}
        and i.document_type = 'invoice'
      order by i.date_maturity, i.id
      limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    invoiceCompany: row.invoice_company,
    deliveryNoteNumber: row.delivery_note_number,
    number: row.number,
    priceWithVat: Number(row.price_with_vat),
    dateMaturity: row.date_maturity,
    invoiceEmail: row.invoice_email,
    customerId: row.customer_id,
    reminderLevel: Number(row.reminder_level),
  }));
};

/** GET /v1/customers/{id}/invoices: the customer's invoices, newest issue first. */
export const customerInvoices = async (db: Db, ref: { customerId: number; countryCode: string }) => {
  await requireCustomer(db, ref);
  const today = companyToday();
  const rows = await queryRows<{
    id: number;
    date_issue: string;
    number: string;
    delivery_note_number: number | null;
    price_without_vat: string;
    price_with_vat: string;
    date_maturity: string;
    paid: boolean;
    date_paid: string | null;
  }>(
    db,
    sql`select i.id, to_char(i.date_issue, 'YYYY-MM-DD') as date_issue, i.number, i.delivery_note_number,
        i.price_without_vat, i.price_with_vat, to_char(i.date_maturity, 'YYYY-MM-DD') as date_maturity, i.paid,
        to_char(i.date_paid, 'YYYY-MM-DD') as date_paid
      from invoices i where i.customer_id = ${ref.customerId} and i.country_code = ${ref.countryCode}
      order by i.date_issue desc, i.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    dateIssue: row.date_issue,
    number: row.number,
    deliveryNoteNumber: row.delivery_note_number,
    priceWithoutVat: Number(row.price_without_vat),
    priceWithVat: Number(row.price_with_vat),
    dateMaturity: row.date_maturity,
    paid: row.paid,
    datePaid: row.date_paid,
    state: invoiceState({ paid: row.paid, dateMaturity: row.date_maturity }, today) as InvoiceState,
  }));
};
