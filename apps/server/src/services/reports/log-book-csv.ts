import type { LogBook } from '@bo/contract/reports/schemas';

/** The CSV's columns (Czech, as the accountant's Excel shows them). */
export const LOG_BOOK_CSV_HEADERS = ['Datum', 'Start', 'Město', 'Ulice', 'Číslo popisné'] as const;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** yyyy-MM-dd → dd.MM.yyyy, the form Czech Excel reads as a date. */
const czechDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * One field: a value Excel would run as a formula (= + - @, tab, CR first) gets a leading
 * apostrophe; a field with the separator, a quote or a line break is quoted, quotes doubled (RFC 4180).
 */
export const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** DESIGN §4 Log book CSV: UTF-8 with BOM, `;` separated, CRLF lines, a header row. */
export const logBookCsv = (rows: readonly LogBook[]) =>
  BOM +
  [LOG_BOOK_CSV_HEADERS, ...rows.map((row) => [czechDate(row.date), row.start, row.city, row.street, row.cp])]
    .map((fields) => fields.map(csvField).join(SEPARATOR))
    .join(LINE_END) +
  LINE_END;

export const logBookCsvFilename = (login: string, month: number, year: number) =>
  `kniha-jizd-${login}-${year}-${String(month).padStart(2, '0')}.csv`;
