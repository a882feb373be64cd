import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, gunzip } from 'node:zlib';
import type {
  AccountantGenerateRequest,
  AccountantReportDownload,
  AccountantReportsResponse,
} from '@bo/contract/reports/schemas';
import { ACCOUNTANT_JSON_MAX_BYTES } from '@bo/contract/reports/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { AppError, fieldError, notFound } from '../../../lib/app-error';
import { fileSlices, readFile, storeFile } from '../../files/files';
import { type BillingInfo, buildAccountantXml } from './accountant-export';

/** The stored generations of the accountant report: each is kept gzipped in the files table and listed per country. */

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

/** One stored generation of the country: its file name and stored gzip (id, size); 404 when missing. */
const storedReport = async (db: Db, request: { countryCode: string; id: number }) => {
  const [row] = await queryRows<{ filename: string; file_id: number; size: number }>(
    db,
    sql`select r.filename, r.file_id, f.size from accountant_reports r join files f on f.id = r.file_id
      where r.id = ${request.id} and r.country_code = ${request.countryCode}`,
  );
  if (!row) throw notFound();
  return { filename: row.filename, file: { id: row.file_id, size: Number(row.size) } };
};

/** The XML's length from the gzip trailer (ISIZE, RFC 1952: the length modulo 2³², little-endian). */
const gunzippedLength = (gzipped: Buffer) => (gzipped.length < 4 ? 0 : gzipped.readUInt32LE(gzipped.length - 4));

/**
 * One stored generation of the country: the XML and its file name. A report larger than
 * ACCOUNTANT_JSON_MAX_BYTES is 413: read whole into a JSON string it would take the server's memory
 * several times over; it downloads as a file (decision 201).
 */
export const loadAccountantReport = async (
  db: Db,
  request: { countryCode: string; id: number },
): Promise<AccountantReportDownload> => {
  const { filename, file } = await storedReport(db, request);
  if (file.size > ACCOUNTANT_JSON_MAX_BYTES) throw new AppError(413, 'error.report_too_large');
  const gzipped = (await readFile(db, file.id))?.bytes;
  if (!gzipped) throw notFound();
  if (gunzippedLength(gzipped) > ACCOUNTANT_JSON_MAX_BYTES) throw new AppError(413, 'error.report_too_large');
  const xml = (await promisify(gunzip)(gzipped)).toString('utf8');
  return { xmlReport: xml, accountantReport: { filename } };
};

/**
 * The same report as a file (asFile=1): the stored gzip as it is, for a client that takes gzip (the
 * browser unpacks it), else unpacked as it streams out; read in slices, never whole (decision 201).
 */
export const accountantReportFile = async (
  db: Db,
  request: { countryCode: string; id: number; acceptsGzip: boolean },
) => {
  const { filename, file } = await storedReport(db, request);
  const gzipped = fileSlices(db, file);
  // pipeline: a failed read also ends the unpacking stream, and with it the answer
  const body = request.acceptsGzip ? gzipped : pipeline(gzipped, createGunzip(), () => undefined);
  return { filename, body, gzippedSize: file.size };
};
