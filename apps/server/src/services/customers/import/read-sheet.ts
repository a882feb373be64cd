import { decodeText, detectSeparator, parseCsv } from '@bo/contract/customers/import/csv';
import { readSheet } from 'read-excel-file/node';
import { fieldError } from '../../../lib/app-error';
import type { CheckedUpload } from '../../files/upload';

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

/** The first sheet of an XLSX (numbers as written, so IČ 00012345 keeps its zeros) or a CSV in any accepted encoding. */
export const readSheetRows = async (upload: CheckedUpload): Promise<SheetRows> => {
  let records: string[][];
  if (upload.kind === 'xlsx') {
    try {
      const data = await readSheet(upload.bytes, { parseNumber: (value: string) => value, trim: false });
      records = data.map((row) => row.map(cellText));
    } catch {
      throw fieldError({ content: 'invalid' });
    }
  } else {
    const { text } = decodeText(upload.bytes);
    records = parseCsv(text, detectSeparator(text));
  }
  const [header = [], ...rows] = records;
  const width = Math.max(header.length, ...rows.slice(0, 1000).map((row) => row.length));
  const columns = columnNames(Array.from({ length: width }, (_, index) => header[index] ?? ''));
  while (rows.length > 0 && (rows.at(-1) ?? []).every((cell) => cell.trim() === '')) rows.pop();
  return { columns, rows };
};
