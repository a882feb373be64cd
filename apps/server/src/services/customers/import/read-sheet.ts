import { decodeText, detectSeparator, parseCsv } from '@bo/contract/customers/import/csv';
import { isBlankRow } from '@bo/contract/customers/import/import-row';
import { AppError, fieldError } from '../../../lib/app-error';
import { checkInflatedSize, tooManyRows, type UploadLimits } from '../../files/upload-limits';
import { type PackedTexts, packedCount, packedText, TextPacker } from './packed-texts';
import { readXlsxRows } from './read-xlsx';

/**
 * A file's header names and its data rows; data row i is sheet row i + 2 (the header is row 1), kept as the JSON
 * text of its cells, packed (decisions 203, 205): 100,000 rows of 14 cells are two buffers outside the heap, handed
 * over from the parse's worker without a copy, rather than 1.4 million strings the garbage collector walks again
 * and again while the import holds them.
 */
export type SheetRows = { columns: string[]; rows: PackedTexts };

/** How many data rows. */
export const rowCountOf = (sheet: SheetRows) => packedCount(sheet.rows);

const cellsOfText = (text: string): string[] => (text === '' ? [] : (JSON.parse(text) as string[]));

/** The cells of data row `index` (from 0); none past the end. */
export const cellsOf = (sheet: SheetRows, index: number): string[] => cellsOfText(packedText(sheet.rows, index));

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
 * worker, files/parse-in-worker.ts): the bytes arrive as a Uint8Array, the rows leave as transferred buffers.
 */
export const readSheetRows = async (input: {
  kind: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: UploadLimits & { maxRows: number };
}): Promise<SheetRows> => {
  const { maxRows } = input.limits;
  let header: string[] = [];
  const rows = new TextPacker();
  let width = 0;
  const add = (index: number, cells: string[]) => {
    // index 0 is the header; a data row past the limit stops the reading (a blank one, a CSV's last, does not)
    if (index > maxRows) {
      if (isBlankRow(cells)) return;
      throw tooManyRows('content', maxRows);
    }
    if (index === 0) {
      header = cells;
      return;
    }
    if (index <= 1000) width = Math.max(width, cells.length);
    while (rows.count < index - 1) rows.push('[]');
    rows.push(JSON.stringify(cells));
  };
  if (input.kind === 'xlsx') {
    checkInflatedSize(input.bytes, input.limits, 'content');
    try {
      readXlsxRows(input.bytes, add);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw fieldError({ content: 'invalid' });
    }
  } else {
    const { text } = decodeText(input.bytes);
    // the header, the rows allowed and one more: enough to know the file is over the limit
    const records = parseCsv(text, detectSeparator(text), maxRows + 2);
    for (let index = 0; index < records.length; index += 1) {
      add(index, records[index] as string[]);
      records[index] = [];
    }
  }
  while (rows.count > 0 && isBlankRow(cellsOfText(packedText(rows.view(), rows.count - 1)))) rows.pop();
  width = Math.max(width, header.length);
  return { columns: columnNames(Array.from({ length: width }, (_, index) => header[index] ?? '')), rows: rows.done() };
};
