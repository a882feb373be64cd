import { decodeText, detectSeparator, parseCsv } from '@bo/contract/customers/import/csv';
import { readSheet } from 'read-excel-file/node';
import { fieldError } from '../../../lib/app-error';
import { checkInflatedSize, tooManyRows, type UploadLimits } from '../../files/upload-limits';

/** A file's header names and its data rows; `rows[i]` is sheet row i + 2 (the header is row 1). */
export type SheetRows = { columns: string[]; rows: string[][] };

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

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
 * The first sheet of an XLSX (numbers as written, so IČ 00012345 keeps its zeros) or a CSV in any accepted
 * encoding; more than `maxRows` data rows is the upload limit's 400. The parse task of the import (run in a
 * worker, files/parse-in-worker.ts): the bytes arrive as a Uint8Array.
 */
export const readSheetRows = async (input: {
  kind: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: UploadLimits & { maxRows: number };
}): Promise<SheetRows> => {
  const { maxRows } = input.limits;
  let records: string[][];
  if (input.kind === 'xlsx') {
    checkInflatedSize(input.bytes, input.limits, 'content');
    try {
      const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.length);
      const data = await readSheet(bytes, { parseNumber: (value: string) => value, trim: false });
      records = data.map((row) => row.map(cellText));
    } catch {
      throw fieldError({ content: 'invalid' });
    }
  } else {
    const { text } = decodeText(input.bytes);
    // the header, the rows allowed and one more: enough to know the file is over the limit
    records = parseCsv(text, detectSeparator(text), maxRows + 2);
  }
  const [header = [], ...rows] = records;
  const width = Math.max(header.length, ...rows.slice(0, 1000).map((row) => row.length));
  const columns = columnNames(Array.from({ length: width }, (_, index) => header[index] ?? ''));
  while (rows.length > 0 && (rows.at(-1) ?? []).every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length > maxRows) throw tooManyRows('content', maxRows);
  return { columns, rows };
};
