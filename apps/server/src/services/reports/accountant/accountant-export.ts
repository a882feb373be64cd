import { createGzip } from 'node:zlib';
import { groupBy } from '@bo/contract/common/group-by';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import {
  POHODA_PACK_END,
  type PohodaInvoiceRow,
  type PohodaItemRow,
  type PohodaSummaryRow,
  pohodaInvoiceXml,
  pohodaPackStart,
  rateClassSql,
  reverseChargeLineSql,
} from './pohoda-xml';

/**
 * DESIGN §4 Accountant report: the issued invoices of one billing info whose issue date lies in the range, read in
 * chunks of invoices by keyset (issue date, id), written as POHODA XML and gzipped chunk by chunk, yielding to other
 * requests between chunks (decision 118).
 */

/** Invoices read per chunk. */
export const ACCOUNTANT_CHUNK_SIZE = 100;
/** Invoices whose XML goes to the compressor at once. */
const XML_WRITE_INVOICES = 20;

const byInvoice = <T extends { invoice_id: number }>(rows: readonly T[]) => groupBy(rows, (row) => row.invoice_id);

/** Lets the event loop (and the embedded database's queue) serve other requests. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export type BillingInfo = { id: number; name: string; ic: string; vat_payer: boolean; invoice_prefix: string };

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
 * What the file says it holds (decision 183): a Czech billing info's issued invoices and corrective tax documents for
 * POHODA CZ; a Slovak one's invoices and credit notes for POHODA SK, in EUR, with its three VAT rates.
 */
const packNote = (countryCode: string, name: string, dateFrom: string, dateTo: string) =>
  countryCode === 'sk'
    ? `POHODA SK: vydané faktúry a dobropisy ${name} ${dateFrom} – ${dateTo} (EUR; DPH 23 % high, 19 % low, 5 % third)`
    : `POHODA CZ: vydané faktury a opravné daňové doklady ${name} ${dateFrom} – ${dateTo}`;

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
  const gzipped = gzipCollector();
  await gzipped.write(
    pohodaPackStart({
      id: `${billingInfo.invoice_prefix || billingInfo.id}-${request.dateFrom}-${request.dateTo}`,
      ico: billingInfo.ic,
      note: packNote(request.countryCode, billingInfo.name, request.dateFrom, request.dateTo),
    }),
  );
  let invoiceCount = 0;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const keyset: ReturnType<typeof sql> = after
      ? sql`and (i.date_issue, i.id) > (${after.date}::date, ${after.id})`
      : sql``;
    const invoices: PohodaInvoiceRow[] = await queryRows<PohodaInvoiceRow>(
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
    const rateClass = rateClassSql(billingInfo.vat_payer, request.countryCode);
    // the items with their rate class's sums per invoice (window sums: one round trip per chunk)
    const items = await queryRows<
      PohodaItemRow & { class_without_vat: string; class_vat: string; class_with_vat: string }
    >(
      db,
      sql`select invoice_id, code, name, amount, unit, price, sale, tax, rate_class, price_without_vat, vat,
          price_with_vat, reverse_charge, pdp_code,
          sum(price_without_vat::numeric) over classes as class_without_vat,
          sum(vat::numeric) over classes as class_vat,
          sum(price_with_vat::numeric) over classes as class_with_vat
        from (select it.invoice_id, it.position, it.id, it.code, it.name, it.amount::text as amount, u.value as unit,
            it.price::text as price, it.sale::text as sale, it.tax::text as tax, ${rateClass} as rate_class,
            it.price_without_vat::text as price_without_vat,
            (it.price_with_vat - it.price_without_vat)::text as vat, it.price_with_vat::text as price_with_vat,
            ${reverseChargeLineSql(billingInfo.vat_payer)} as reverse_charge,
            coalesce(p.reverse_charge_code, '') as pdp_code
          from invoice_items it join invoices inv on inv.id = it.invoice_id
            left join units u on u.id = it.unit_id left join taxes t on t.id = it.tax_id
            left join products p on p.id = it.product_id
          where it.invoice_id in (${ids})) lines
        window classes as (partition by invoice_id, rate_class)
        order by invoice_id, position, id`,
    );
    const summaries: PohodaSummaryRow[] = [];
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
    // 20 invoices at a time, about 50 KB of text, which the young generation collects at once: a whole chunk's
    // text would be a large object, kept until the next full collection, and the memory would grow by hundreds of
    // megabytes over a year's export (decision 201)
    for (let start = 0; start < invoices.length; start += XML_WRITE_INVOICES) {
      const text = invoices
        .slice(start, start + XML_WRITE_INVOICES)
        .map((invoice) => {
          const items = itemsOf.get(invoice.id) ?? [];
          return `${pohodaInvoiceXml(invoice, items, summaryOf.get(invoice.id) ?? [], request.countryCode)}\n`;
        })
        .join('');
      await gzipped.write(text);
    }
    invoiceCount += invoices.length;
    const last = invoices[invoices.length - 1] as PohodaInvoiceRow;
    after = { date: last.date_issue, id: last.id };
    if (invoices.length < chunkSize) break;
    await yieldToOthers();
  }
  if (invoiceCount === 0) {
    gzipped.discard();
    return null;
  }
  return { gzipped: await gzipped.finish(POHODA_PACK_END), invoiceCount };
};
