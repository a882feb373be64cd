import { toCsv } from '@bo/contract/common/csv-writer';
import type { LogBook } from '@bo/contract/reports/schemas';

/** The CSV's columns (Czech, as the accountant's Excel shows them). */
export const LOG_BOOK_CSV_HEADERS = ['Datum', 'Start', 'Město', 'Ulice', 'Číslo popisné', 'km'] as const;

/** yyyy-MM-dd → dd.MM.yyyy, the form Czech Excel reads as a date. */
const czechDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** DESIGN §4 Log book CSV: the product's CSV writer (UTF-8 with BOM, `;`, CRLF, formulas neutralised), a header row. */
export const logBookCsv = (rows: readonly LogBook[]) =>
  toCsv([
    LOG_BOOK_CSV_HEADERS,
    ...rows.map((row) => [
      czechDate(row.date),
      row.start,
      row.city,
      row.street,
      row.cp,
      row.km === null ? '' : row.km.toLocaleString('cs-CZ', { maximumFractionDigits: 1 }),
    ]),
  ]);

export const logBookCsvFilename = (login: string, month: number, year: number) =>
  `kniha-jizd-${login}-${year}-${String(month).padStart(2, '0')}.csv`;
