import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { variableSymbol } from '@bo/contract/invoices/numbering';
import type {
  AccountantGenerateRequest,
  AccountantReportDownload,
  AccountantReportsResponse,
} from '@bo/contract/reports/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fieldError, notFound } from '../../lib/app-error';
import { readFile, storeFile } from '../files/files';

/**
 * DESIGN §4 Accountant report: the issued invoices of one billing info whose issue date lies in
 * the range, as a POHODA XML `dat:dataPack` (data.xsd version 2): per invoice the header (number,
 * variable symbol, dates, partner with IČ and DIČ, payment type), the items with their VAT rate
 * class and prices, and the VAT summary by rate class. Built in chunks of invoices read by keyset
 * (issue date, id), yielding to other requests between chunks (decision 119).
 */

/** Invoices read per chunk. */
export const ACCOUNTANT_CHUNK_SIZE = 100;

const NS = {
  dat: 'http://www.stormware.cz/schema/version_2/data.xsd',
  inv: 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  typ: 'http://www.stormware.cz/schema/version_2/type.xsd',
};

/** payment_types.code → POHODA typ:paymentType. */
const POHODA_PAYMENT_TYPES: Record<string, string> = {
  bank_transfer: 'draft',
  cash: 'cash',
  card: 'creditcard',
  cash_on_delivery: 'delivery',
};

type RateClass = 'none' | 'low' | 'high';

/** Characters XML 1.0 cannot carry are dropped; the five specials escaped. */
export const xmlText = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** At most `max` characters (the schema's string lengths count characters). */
const cut = (value: string, max: number) => Array.from(value.trim()).slice(0, max).join('');

const element = (name: string, value: string, max?: number) =>
  `<${name}>${xmlText(max === undefined ? value : cut(value, max))}</${name}>`;

/** An optional text element: left out when empty. */
const optional = (name: string, value: string | null | undefined, max: number) =>
  value && value.trim() !== '' ? element(name, value, max) : '';

type InvoiceRow = {
  id: number;
  number: string;
  date_issue: string;
  date_taxable_supply: string;
  date_maturity: string;
  delivery_note_number: number | null;
  number_from_client: string;
  payment_code: string | null;
  invoice_company: string;
  invoice_street: string;
  invoice_cp: string;
  invoice_psc: string;
  invoice_city: string;
  invoice_ic: string;
  invoice_dic: string;
  invoice_email: string;
  note: string;
  document_type: string;
  credit_reason: string;
  original_number: string | null;
};

type ItemRow = {
  invoice_id: number;
  code: string;
  name: string;
  amount: string;
  unit: string | null;
  price: string;
  sale: string;
  tax: string;
  rate_class: RateClass;
  price_without_vat: string;
  vat: string;
  price_with_vat: string;
};

type SummaryRow = {
  invoice_id: number;
  rate_class: RateClass;
  price_without_vat: string;
  vat: string;
  price_with_vat: string;
};

/** The rate class of an item: reverse charge, 0 % or a billing info not paying VAT → none; reduced → low. */
const rateClassSql = (vatPayer: boolean) =>
  vatPayer
    ? sql`case when it.reverse_charge or it.tax = 0 then 'none' when coalesce(t.is_reduced, false) then 'low' else 'high' end`
    : sql`'none'`;

const itemXml = (item: ItemRow) =>
  '<inv:invoiceItem>' +
  element('inv:text', item.name, 90) +
  element('inv:quantity', item.amount) +
  optional('inv:unit', item.unit, 10) +
  element('inv:payVAT', 'false') +
  element('inv:rateVAT', item.rate_class) +
  element('inv:percentVAT', item.rate_class === 'none' ? '0' : item.tax) +
  element('inv:discountPercentage', item.sale) +
  '<inv:homeCurrency>' +
  element('typ:unitPrice', item.price) +
  element('typ:price', item.price_without_vat) +
  element('typ:priceVAT', item.vat) +
  element('typ:priceSum', item.price_with_vat) +
  '</inv:homeCurrency>' +
  optional('inv:code', item.code, 64) +
  '</inv:invoiceItem>';

const summaryXml = (rows: readonly SummaryRow[]) => {
  const of = (rateClass: RateClass) => rows.find((row) => row.rate_class === rateClass);
  const none = of('none');
  const low = of('low');
  const high = of('high');
  return (
    '<inv:invoiceSummary>' +
    element('inv:roundingDocument', 'none') +
    '<inv:homeCurrency>' +
    element('typ:priceNone', none?.price_without_vat ?? '0') +
    element('typ:priceLow', low?.price_without_vat ?? '0') +
    element('typ:priceLowVAT', low?.vat ?? '0') +
    element('typ:priceLowSum', low?.price_with_vat ?? '0') +
    element('typ:priceHigh', high?.price_without_vat ?? '0') +
    element('typ:priceHighVAT', high?.vat ?? '0') +
    element('typ:priceHighSum', high?.price_with_vat ?? '0') +
    '</inv:homeCurrency>' +
    '</inv:invoiceSummary>'
  );
};

/**
 * A credit note (decision 134) is POHODA's corrective tax document (CZ: `issuedCorrectiveTax`; the
 * SK version knows credit notices with `originalDocumentNumber`), linked to its original by number
 * and by the pairing symbol (the original's variable symbol), so the correction offsets its
 * receivable; its negative lines are the differences in base and VAT.
 */
const documentHeaderXml = (invoice: InvoiceRow, countryCode: string) => {
  if (invoice.document_type !== 'credit_note' || invoice.original_number === null) {
    return element('inv:invoiceType', 'issuedInvoice');
  }
  const isSlovak = countryCode === 'sk';
  return (
    element('inv:invoiceType', isSlovak ? 'issuedCreditNotice' : 'issuedCorrectiveTax') +
    element('inv:originalDocument', invoice.original_number, 32) +
    (isSlovak ? element('inv:originalDocumentNumber', invoice.original_number) : '') +
    optional('inv:symPar', variableSymbol(invoice.original_number), 20)
  );
};

const documentText = (invoice: InvoiceRow) =>
  invoice.document_type === 'credit_note'
    ? `Opravný daňový doklad ${invoice.number} k ${invoice.original_number ?? ''}: ${invoice.credit_reason}`
    : `Faktura ${invoice.number}`;

const invoiceXml = (
  invoice: InvoiceRow,
  items: readonly ItemRow[],
  summary: readonly SummaryRow[],
  countryCode: string,
) => {
  const street = [invoice.invoice_street, invoice.invoice_cp].filter((part) => part.trim() !== '').join(' ');
  const paymentType = POHODA_PAYMENT_TYPES[invoice.payment_code ?? ''] ?? 'draft';
  return (
    `<dat:dataPackItem version="2.0" id="${xmlText(cut(invoice.number, 64))}">` +
    '<inv:invoice version="2.0">' +
    '<inv:invoiceHeader>' +
    documentHeaderXml(invoice, countryCode) +
    `<inv:number>${element('typ:numberRequested', invoice.number, 32)}</inv:number>` +
    optional('inv:symVar', variableSymbol(invoice.number), 20) +
    element('inv:date', invoice.date_issue) +
    element('inv:dateTax', invoice.date_taxable_supply) +
    element('inv:dateDue', invoice.date_maturity) +
    element('inv:text', documentText(invoice), 240) +
    '<inv:partnerIdentity><typ:address>' +
    optional('typ:company', invoice.invoice_company, 255) +
    optional('typ:city', invoice.invoice_city, 45) +
    optional('typ:street', street, 64) +
    optional('typ:zip', invoice.invoice_psc, 15) +
    optional('typ:ico', invoice.invoice_ic, 15) +
    optional('typ:dic', invoice.invoice_dic, 18) +
    optional('typ:email', invoice.invoice_email, 98) +
    '</typ:address></inv:partnerIdentity>' +
    `<inv:paymentType>${element('typ:paymentType', paymentType)}</inv:paymentType>` +
    optional('inv:numberOrder', invoice.number_from_client, 32) +
    optional('inv:note', invoice.note, 240) +
    '</inv:invoiceHeader>' +
    `<inv:invoiceDetail>${items.map(itemXml).join('')}</inv:invoiceDetail>` +
    summaryXml(summary) +
    '</inv:invoice>' +
    '</dat:dataPackItem>'
  );
};

const byInvoice = <T extends { invoice_id: number }>(rows: readonly T[]) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.invoice_id);
    if (list) list.push(row);
    else grouped.set(row.invoice_id, [row]);
  }
  return grouped;
};

/** Lets the event loop (and the embedded database's queue) serve other requests. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

type BillingInfo = { id: number; name: string; ic: string; vat_payer: boolean; invoice_prefix: string };

/** A gzip stream collecting its output; `write` waits when the compressor is behind. */
const gzipCollector = () => {
  const stream = createGzip();
  const output: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return {
    write: async (text: string) => {
      if (!stream.write(text, 'utf8')) await new Promise((resolve) => stream.once('drain', resolve));
    },
    finish: async (text: string) => {
      stream.end(text, 'utf8');
      await ended;
      return Buffer.concat(output);
    },
    discard: () => stream.destroy(),
  };
};

/**
 * The XML of the issued invoices of a billing info whose issue date is in [dateFrom, dateTo],
 * gzip-compressed chunk by chunk (the whole text is never held at once); null when there are none
 * (a dataPack needs at least one item).
 */
export const buildAccountantXml = async (
  db: Db,
  request: { countryCode: string; billingInfo: BillingInfo; dateFrom: string; dateTo: string; chunkSize?: number },
): Promise<{ gzipped: Buffer; invoiceCount: number } | null> => {
  const chunkSize = request.chunkSize ?? ACCOUNTANT_CHUNK_SIZE;
  const { billingInfo } = request;
  const packId = cut(`${billingInfo.invoice_prefix || billingInfo.id}-${request.dateFrom}-${request.dateTo}`, 64);
  const ico = billingInfo.ic.trim() === '' ? '' : ` ico="${xmlText(cut(billingInfo.ic, 15))}"`;
  const gzipped = gzipCollector();
  await gzipped.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<dat:dataPack xmlns:dat="${NS.dat}" xmlns:inv="${NS.inv}" xmlns:typ="${NS.typ}" version="2.0" ` +
      `id="${xmlText(packId)}"${ico} application="Kancelář" ` +
      `note="${xmlText(`Vydané faktury ${billingInfo.name} ${request.dateFrom} – ${request.dateTo}`)}">\n`,
  );
  let invoiceCount = 0;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const keyset: ReturnType<typeof sql> = after
      ? sql`and (i.date_issue, i.id) > (${after.date}::date, ${after.id})`
      : sql``;
    const invoices: InvoiceRow[] = await queryRows<InvoiceRow>(
      db,
      sql`select i.id, i.number, to_char(i.date_issue, 'YYYY-MM-DD') as date_issue,
          to_char(i.date_taxable_supply, 'YYYY-MM-DD') as date_taxable_supply,
          to_char(i.date_maturity, 'YYYY-MM-DD') as date_maturity, i.delivery_note_number, i.number_from_client,
          pt.code as payment_code, i.invoice_company, i.invoice_street, i.invoice_cp, i.invoice_psc, i.invoice_city,
          i.invoice_ic, i.invoice_dic, i.invoice_email, i.note, i.document_type, i.credit_reason,
          o.number as original_number
        from invoices i left join payment_types pt on pt.id = i.payment_type_id
          left join invoices o on o.id = i.original_invoice_id
        where i.country_code = ${request.countryCode} and i.billing_info_id = ${billingInfo.id}
          and i.date_issue >= ${request.dateFrom}::date and i.date_issue <= ${request.dateTo}::date
          ${keyset}
        order by i.date_issue, i.id
        limit ${chunkSize}`,
    );
    if (invoices.length === 0) break;
    const ids = sql.join(
      invoices.map((invoice) => sql`${invoice.id}`),
      sql`, `,
    );
    const rateClass = rateClassSql(billingInfo.vat_payer);
    // the items with their rate class's sums per invoice (window sums: one round trip per chunk)
    const items = await queryRows<ItemRow & { class_without_vat: string; class_vat: string; class_with_vat: string }>(
      db,
      sql`select invoice_id, code, name, amount, unit, price, sale, tax, rate_class, price_without_vat, vat,
          price_with_vat,
          sum(price_without_vat::numeric) over classes as class_without_vat,
          sum(vat::numeric) over classes as class_vat,
          sum(price_with_vat::numeric) over classes as class_with_vat
        from (select it.invoice_id, it.position, it.id, it.code, it.name, it.amount::text as amount, u.value as unit,
            it.price::text as price, it.sale::text as sale, it.tax::text as tax, ${rateClass} as rate_class,
            it.price_without_vat::text as price_without_vat,
            (it.price_with_vat - it.price_without_vat)::text as vat, it.price_with_vat::text as price_with_vat
          from invoice_items it left join units u on u.id = it.unit_id left join taxes t on t.id = it.tax_id
          where it.invoice_id in (${ids})) lines
        window classes as (partition by invoice_id, rate_class)
        order by invoice_id, position, id`,
    );
    const summaries: SummaryRow[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      const key = `${item.invoice_id}:${item.rate_class}`;
      if (seen.has(key)) continue;
      seen.add(key);
      summaries.push({
        invoice_id: item.invoice_id,
        rate_class: item.rate_class,
        price_without_vat: item.class_without_vat,
        vat: item.class_vat,
        price_with_vat: item.class_with_vat,
      });
    }
    const itemsOf = byInvoice(items);
    const summaryOf = byInvoice(summaries);
    await gzipped.write(
      invoices
        .map(
          (invoice) =>
            `${invoiceXml(invoice, itemsOf.get(invoice.id) ?? [], summaryOf.get(invoice.id) ?? [], request.countryCode)}\n`,
        )
        .join(''),
    );
    invoiceCount += invoices.length;
    const last = invoices[invoices.length - 1] as InvoiceRow;
    after = { date: last.date_issue, id: last.id };
    if (invoices.length < chunkSize) break;
    await yieldToOthers();
  }
  if (invoiceCount === 0) {
    gzipped.discard();
    return null;
  }
  return { gzipped: await gzipped.finish('</dat:dataPack>\n'), invoiceCount };
};

const asciiSlug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'fakturace';

/** Builds, stores (gzip, files table) and lists one generation; the new report's id. */
export const generateAccountantReport = async (
  db: Db,
  request: AccountantGenerateRequest & { countryCode: string; userId: number | null; chunkSize?: number },
): Promise<{ id: number }> => {
  const [billingInfo] = await queryRows<BillingInfo>(
    db,
    sql`select id, name, ic, vat_payer, invoice_prefix from billing_infos
      where id = ${request.billingInfoId} and country_code = ${request.countryCode}`,
  );
  if (!billingInfo) throw fieldError({ billingInfoId: 'not_found' });
  const built = await buildAccountantXml(db, {
    countryCode: request.countryCode,
    billingInfo,
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
    chunkSize: request.chunkSize,
  });
  if (!built) throw fieldError({ dateTo: 'no_invoices' });
  const filename = `pohoda-faktury-${asciiSlug(billingInfo.name)}-${request.dateFrom}-${request.dateTo}.xml`;
  const file = await storeFile(db, {
    name: `${filename}.gz`,
    type: 'application/gzip',
    bytes: built.gzipped,
  });
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into accountant_reports (country_code, billing_info_id, billing_info_name, date_from, date_to, user_id,
        invoice_count, filename, file_id)
      values (${request.countryCode}, ${billingInfo.id}, ${billingInfo.name}, ${request.dateFrom}, ${request.dateTo},
        ${request.userId}, ${built.invoiceCount}, ${filename}, ${file.id})
      returning id`,
  );
  return { id: Number(row?.id) };
};

/** The country's generations, newest first. */
export const listAccountantReports = async (db: Db, countryCode: string): Promise<AccountantReportsResponse> => {
  const rows = await queryRows<{
    id: number;
    date_asked: Date | string;
    billing_info_id: number;
    billing_info_name: string;
    date_from: string;
    date_to: string;
    invoice_count: number;
  }>(
    db,
    sql`select id, date_asked, billing_info_id, billing_info_name, to_char(date_from, 'YYYY-MM-DD') as date_from,
        to_char(date_to, 'YYYY-MM-DD') as date_to, invoice_count
      from accountant_reports where country_code = ${countryCode}
      order by date_asked desc, id desc`,
  );
  return {
    accountantReports: rows.map((row) => ({
      id: row.id,
      dateAsked: new Date(row.date_asked).toISOString(),
      billingInfoId: row.billing_info_id,
      billingInfoName: row.billing_info_name,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      invoiceCount: row.invoice_count,
    })),
  };
};

/** One stored generation of the country: the XML and its file name. */
export const loadAccountantReport = async (
  db: Db,
  request: { countryCode: string; id: number },
): Promise<AccountantReportDownload> => {
  const [row] = await queryRows<{ filename: string; file_id: number }>(
    db,
    sql`select filename, file_id from accountant_reports where id = ${request.id} and country_code = ${request.countryCode}`,
  );
  if (!row) throw notFound();
  const file = await readFile(db, row.file_id);
  if (!file) throw notFound();
  const xml = (await promisify(gunzip)(file.bytes)).toString('utf8');
  return { xmlReport: xml, accountantReport: { filename: row.filename } };
};
