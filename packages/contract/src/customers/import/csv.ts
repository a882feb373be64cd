/**
 * CSV as Czech offices write it: UTF-8 (with or without BOM) or Windows-1250 (older Czech Excel),
 * `;` or `,` between fields, RFC 4180 quoting (separators, quotes and line breaks inside quotes).
 */
export type TextEncodingName = 'utf-8' | 'windows-1250';

/** Valid UTF-8 (a BOM is dropped) is UTF-8; anything else is read as Windows-1250. */
export const decodeText = (bytes: Uint8Array): { text: string; encoding: TextEncodingName } => {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
  }
};

/** The separator of the header line: the more frequent of `;` and `,` outside quotes (`;` on a tie). */
export const detectSeparator = (text: string): ';' | ',' => {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
};

/**
 * RFC 4180 records: fields in double quotes may hold the separator, line breaks and doubled
 * quotes; CRLF, LF and CR end a record. A quote inside an unquoted field is kept as text.
 * Reading stops after `maxRecords` records (an upload's row limit is checked without reading the rest).
 */
export const parseCsv = (text: string, separator: string, maxRecords = Number.POSITIVE_INFINITY): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (index < text.length && records.length < maxRecords) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
};
