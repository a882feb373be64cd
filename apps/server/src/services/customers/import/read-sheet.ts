import { decodeText, detectSeparator, parseCsv } from '@bo/contract/customers/import/csv';
import { AppError, fieldError } from '../../../lib/app-error';
import { checkInflatedSize, tooManyRows, type UploadLimits } from '../../files/upload-limits';
import { readXlsxRows } from './read-xlsx';

/**
 * A file's header names and its data rows; `rows[i]` is sheet row i + 2 (the header is row 1), kept as the JSON
 * text of its cells (`cellsOf`): 100,000 rows of 14 cells are 100,000 strings rather than 1.4 million, which the
 * import holds throughout and the garbage collector would otherwise walk again and again (decision 203).
 */
export type SheetRows = { columns: string[]; rows: string[] };

/** A row's cells from its text; none for a missing row. */
const cellsOfText = (row: string | undefined): string[] => (row === undefined ? [] : (JSON.parse(row) as string[]));

/** The cells of data row `index` (from 0); none past the end. */
export const cellsOf = (sheet: SheetRows, index: number): string[] => cellsOfText(sheet.rows[index]);

/** Header names, trimmed; an empty or repeated one is named by its column number (`#3`). */
const columnNames = (header: readonly string[]) => {
  const seen = new Set<string>();
  return header.map((raw, index) => {
    const name = raw.trim();
    const unique = name === '' || seen.has(name) ? `#${index + 1}` : name;
    seen.add(unique);
    return unique;
  });
};

/**
 * The first sheet of an XLSX (read-xlsx.ts: numbers as written, so IČ 00012345 keeps its zeros) or a CSV in any accepted
 * encoding; more than `maxRows` data rows is the upload limit's 400. The parse task of the import (run in a
 * worker, files/parse-in-worker.ts): the bytes arrive as a Uint8Array.
 */
export const readSheetRows = async (input: {
  kind: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: UploadLimits & { maxRows: number };
}): Promise<SheetRows> => {
  const { maxRows } = input.limits;
  let texts: string[];
  if (input.kind === 'xlsx') {
    checkInflatedSize(input.bytes, input.limits, 'content');
    // a data row past the limit (index 0 is the header) stops the reading
    const stopPastLimit = (index: number) => {
      if (index > maxRows) throw tooManyRows('content', maxRows);
    };
    try {
      texts = readXlsxRows(input.bytes, stopPastLimit);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw fieldError({ content: 'invalid' });
    }
  } else {
    const { text } = decodeText(input.bytes);
    // the header, the rows allowed and one more: enough to know the file is over the limit
    const records = parseCsv(text, detectSeparator(text), maxRows + 2);
    texts = new Array<string>(records.length);
    for (let index = 0; index < records.length; index += 1) {
      texts[index] = JSON.stringify(records[index]);
      records[index] = [];
    }
  }
  const [headerText, ...rows] = texts;
  const header = cellsOfText(headerText);
  const width = Math.max(header.length, ...rows.slice(0, 1000).map((row) => cellsOfText(row).length));
  while (rows.length > 0 && cellsOfText(rows.at(-1)).every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length > maxRows) throw tooManyRows('content', maxRows);
  return { columns: columnNames(Array.from({ length: width }, (_, index) => header[index] ?? '')), rows };
};
