import { setImmediate } from 'node:timers/promises';
import { normalizeIc, normalizePsc } from '@bo/contract/customers/company-ids';
import { headerKey, type ImportField } from '@bo/contract/customers/import/import-fields';
import {
  type CheckedImportRow,
  checkImportRow,
  type ImportRowErrors,
  isBlankRow,
  refusalReason,
} from '@bo/contract/customers/import/import-row';
import {
  type CustomerImportResult,
  type customerImportBodySchema,
  IMPORT_CHUNK_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REFUSED_ROWS,
  type RefusedRow,
} from '@bo/contract/customers/import/import-schemas';
import { normalizePhone } from '@bo/contract/customers/phone';
import { type CatalogKey, catalogCs } from '@bo/contract/i18n/catalog-cs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { inTransaction } from '../../../db/transaction';
import { fieldError } from '../../../lib/app-error';
import { parseInWorker } from '../../files/parse-in-worker';
import { checkUpload } from '../../files/upload';
import { uploadLimits } from '../../files/upload-limits';
import { phoneCountryOf } from '../customer-access';
import { companyPscKey, findExisting, loadNameMaps, matchOfRow } from './import-lookups';
import { cellsOf, rowCountOf, type SheetRows } from './read-sheet';
import { writeChunk } from './write-chunk';

type Actor = { id: number; roles: readonly string[] };
export type ImportCustomersOptions = {
  countryCode: string;
  actor: Actor;
  body: z.output<typeof customerImportBodySchema>;
};

/** A valid row, ready to write: its checked values, resolved references and the fields its file fills. */
export type PlannedRow = CheckedImportRow & {
  row: number;
  operatorId: number | null;
  districtId: number | null;
  normalizedPhone: string;
  filled: ReadonlySet<ImportField>;
};

const translateCs = (key: CatalogKey) => catalogCs[key] ?? key;

/** Field → column index; a mapped column the file does not have is a field error. */
const fieldColumnsOf = (columns: readonly string[], mapping: Record<string, ImportField | ''>) => {
  const fieldColumns = new Map<ImportField, number>();
  const unknown: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index < 0) unknown[`mapping.${column}`] = 'unknown_field';
    else if (field) fieldColumns.set(field, index);
  }
  if (Object.keys(unknown).length > 0) throw fieldError(unknown);
  return fieldColumns;
};

const valuesOf = (cells: readonly string[], fieldColumns: ReadonlyMap<ImportField, number>) => {
  const values: Partial<Record<ImportField, string>> = {};
  for (const [field, index] of fieldColumns) values[field] = (cells[index] ?? '').trim();
  return values;
};

/** The key a customer is matched by: IČ, else company and PSČ (as typed, normalised). */
const matchKey = (values: Partial<Record<ImportField, string>>) => {
  const ic = normalizeIc(values.ic ?? '');
  return ic ? `ic:${ic}` : `cp:${companyPscKey(values.company ?? '', normalizePsc(values.psc ?? ''))}`;
};

/** Whether any of the sheet's rows has text. */
const hasText = (sheet: SheetRows, rowCount: number) => {
  for (let index = 0; index < rowCount; index += 1) if (!isBlankRow(cellsOf(sheet, index))) return true;
  return false;
};

/** Rows between two turns of the event loop, so a long file does not hold other requests up. */
const ROWS_PER_TURN = 5_000;
/** Rows planned between two turns while a chunk is written: the database's answers are taken as they come. */
const ROWS_PER_SLICE = 50;

/**
 * Reads the file (the upload check, then the parse in a worker under the import's budget, decision 184),
 * maps its columns and returns the rows asked for with a `plan` per row: a planned write, a refusal, or
 * nothing for a blank row. Without a mapped column there is no plan (the screen inspects the file).
 */
export const prepareImport = async (db: Db, options: Omit<ImportCustomersOptions, 'actor'>) => {
  const { body, countryCode } = options;
  const limits = uploadLimits.customerImport;
  const upload = checkUpload({ filename: body.filename, content: body.content, allowedKinds: ['csv', 'xlsx'], limits });
  const sheet = await parseInWorker(
    'customerSheet',
    { kind: upload.kind as 'csv' | 'xlsx', bytes: upload.bytes, limits },
    { budget: limits.parse, field: 'content' },
  );
  const rowCount = rowCountOf(sheet);
  if (!hasText(sheet, rowCount)) throw fieldError({ content: 'empty_file' });
  const fieldColumns = fieldColumnsOf(sheet.columns, body.mapping);
  const from = body.fromRow ?? 2;
  const to = Math.min(body.toRow ?? Number.MAX_SAFE_INTEGER, rowCount + 1);
  if (fieldColumns.size === 0) return { sheet, from, to, plan: undefined };

  const names = await loadNameMaps(db, countryCode);
  const firstRowOfKey = new Map<string, number>();
  for (let index = 0; index < rowCount; index += 1) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
    const cells = cellsOf(sheet, index);
    if (isBlankRow(cells)) continue;
    const key = matchKey(valuesOf(cells, fieldColumns));
    if (!firstRowOfKey.has(key)) firstRowOfKey.set(key, index + 2);
  }

  const plan = (rowNumber: number): PlannedRow | RefusedRow | undefined => {
    const cells = cellsOf(sheet, rowNumber - 2);
    if (isBlankRow(cells)) return undefined;
    const values = valuesOf(cells, fieldColumns);
    const checked = checkImportRow(values);
    const errors: ImportRowErrors = { ...checked.errors };
    const operatorId = values.operator ? names.operators.get(headerKey(values.operator)) : null;
    const districtId = values.district ? names.districts.get(headerKey(values.district)) : null;
    if (operatorId === undefined) errors.operator = 'unknown_operator';
    if (districtId === undefined) errors.district = 'unknown_district';
    if ((firstRowOfKey.get(matchKey(values)) ?? rowNumber) < rowNumber) {
      errors[values.ic ? 'ic' : 'company'] = 'duplicate_in_file';
    }
    if (!checked.row || Object.keys(errors).length > 0) {
      return { row: rowNumber, reason: refusalReason(errors, translateCs), fields: errors, cells };
    }
    const filled = new Set((Object.keys(values) as ImportField[]).filter((field) => values[field] !== ''));
    const phone = checked.row.contact?.phone ?? '';
    return {
      ...checked.row,
      row: rowNumber,
      operatorId: operatorId ?? null,
      districtId: districtId ?? null,
      normalizedPhone: normalizePhone(phone, phoneCountryOf(countryCode)),
      filled,
    };
  };
  return { sheet, from, to, plan };
};

/**
 * POST /v1/customers/import (Customer import). Reads the file through the upload check,
 * checks each row with the customer detail's schemas, matches existing customers by IČ, else by
 * company and PSČ, and writes one transaction per 500 rows. A dry run answers the same counts
 * and refusals and writes nothing. The second row of one customer in a file is refused (decision 158).
 * The answer counts the refused rows and lists the first IMPORT_REFUSED_ROWS of them (decision 184).
 */
export const importCustomers = async (db: Db, options: ImportCustomersOptions): Promise<CustomerImportResult> => {
  const { body, countryCode } = options;
  const { sheet, from, to, plan } = await prepareImport(db, options);
  const result: CustomerImportResult = {
    created: 0,
    updated: 0,
    refused: [],
    refusedCount: 0,
    rowCount: rowCountOf(sheet),
    columns: sheet.columns,
    preview: Array.from({ length: Math.min(IMPORT_PREVIEW_ROWS, rowCountOf(sheet)) }, (_, index) =>
      cellsOf(sheet, index),
    ),
  };
  if (!plan) return result;

  const statistics = body.dryRun ? undefined : await statisticsKeeper(db);
  // a chunk is planned while the one before it is written: this thread's work beside the database's (decision 205)
  const planChunk = async (start: number) => {
    const planned: PlannedRow[] = [];
    const refused: RefusedRow[] = [];
    for (let rowNumber = start; rowNumber <= Math.min(start + IMPORT_CHUNK_ROWS - 1, to); rowNumber += 1) {
      if ((rowNumber - start) % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await setImmediate();
      const outcome = plan(rowNumber);
      if (!outcome) continue;
      if ('reason' in outcome) refused.push(outcome);
      else planned.push(outcome);
    }
    return { planned, refused };
  };
  let next = planChunk(from);
  for (let start = from; start <= to; start += IMPORT_CHUNK_ROWS) {
    const { planned, refused } = await next;
    if (start + IMPORT_CHUNK_ROWS <= to) {
      next = planChunk(start + IMPORT_CHUNK_ROWS);
      // a failure is met where the chunk is awaited; meanwhile it is not an unhandled rejection
      next.catch(() => undefined);
    }
    for (const row of refused) if (result.refusedCount++ < IMPORT_REFUSED_ROWS) result.refused.push(row);
    if (planned.length === 0) continue;
    const lookup = { countryCode, ics: [] as string[], companyPscs: [] as [string, string][] };
    for (const row of planned) {
      const address = row.customer.deliveryAddress;
      if (address.ic) lookup.ics.push(address.ic);
      lookup.companyPscs.push([address.company, address.psc]);
    }
    const counts = body.dryRun
      ? await countChunk(db, planned, { ...lookup, lock: false })
      : await inTransaction(db, async (tx) => {
          const found = await findExisting(tx, { ...lookup, lock: true });
          return writeChunk(tx, { planned, found, countryCode, actorId: options.actor.id });
        });
    result.created += counts.created;
    result.updated += counts.updated;
    await statistics?.(counts.created);
  }
  return result;
};

/** New customers after which the tables' statistics are renewed: at least this, else as many as they held. */
const ANALYZE_AFTER_ROWS = 2_000;

/**
 * Renews the planner's statistics of the tables an import grows each time it has added as many customers as they
 * held at the last renewal (decision 205): an import of 100,000 rows into a table the planner believed held 300 had
 * each chunk's lookups read every customer. A handful of ANALYZEs in a large import (2,000, 4,000, 8,000, … rows
 * more), none in a small one; autovacuum would come too late, or not at all where it is off.
 */
const statisticsKeeper = async (db: Db) => {
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(count), 0)::int as count from customer_counts`,
  );
  let held = total?.count ?? 0;
  let added = 0;
  return async (created: number) => {
    added += created;
    if (added < Math.max(ANALYZE_AFTER_ROWS, held)) return;
    await db.execute(sql`analyze customers, customer_contacts, customer_gps`);
    held += added;
    added = 0;
  };
};

const countChunk = async (db: Db, planned: PlannedRow[], lookup: Parameters<typeof findExisting>[1]) => {
  const found = await findExisting(db, lookup);
  const matched = planned.filter((row) => matchOfRow(row.customer.deliveryAddress, found) !== undefined).length;
  return { created: planned.length - matched, updated: matched };
};
