import { setImmediate } from 'node:timers/promises';
import { toCsv } from '@bo/contract/common/csv-writer';
import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import type { Db } from '../../../db/client';
import { type ImportCustomersOptions, prepareImport } from './import-customers';

const ROWS_PER_TURN = 5_000;

/** The refusals file's name (the screen saves it under its own language's name). */
export const REFUSALS_FILE_NAME = catalogCs['customer_import.refusals_file'];

/**
 * POST /v1/customers/import with `refusalsFile: true`: every refused row of the rows asked for, with its
 * original cells and the reason, as the product's CSV (decision 184). Nothing is written: a row's refusal
 * depends on the file and the country's operators and districts only, so it is the import's own.
 */
export const importRefusalsCsv = async (db: Db, options: Omit<ImportCustomersOptions, 'actor'>) => {
  const { sheet, from, to, plan } = await prepareImport(db, options);
  const records: string[][] = [[...sheet.columns, catalogCs['customer_import.reason']]];
  for (let rowNumber = from; plan && rowNumber <= to; rowNumber += 1) {
    if ((rowNumber - from) % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
    const outcome = plan(rowNumber);
    if (outcome && 'reason' in outcome) {
      records.push([...sheet.columns.map((_, index) => outcome.cells[index] ?? ''), outcome.reason]);
    }
  }
  return toCsv(records);
};
