/**
 * The one CSV writer of the product (log book, import refusals, any file the browser saves): what Czech
 * Excel opens right — UTF-8 with a BOM, `;` between fields, CRLF between records, RFC 4180 quoting.
 */
const BOM = '\ufeff';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * One field. A value Excel would run as a formula (first character = + - @, tab or CR) gets a leading
 * apostrophe (OWASP CSV injection); a field holding the separator, a quote or a line break is quoted,
 * its quotes doubled.
 */
export const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Records (the header first) as one CSV text, BOM included. */
export const toCsv = (rows: Iterable<readonly string[]>) => {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.join(LINE_END)}${LINE_END}`;
};
