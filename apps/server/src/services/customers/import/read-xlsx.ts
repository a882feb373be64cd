import { isBlankRow } from '@bo/contract/customers/import/import-row';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { packedText, TextPacker } from './packed-texts';

/**
 * The first sheet of an XLSX workbook, read as it inflates (decision 203): neither the sheet's XML nor the shared
 * strings' is ever held whole; the shared strings are kept packed (decision 205). `onRow` gets each row that has text
 * with its index (0: the header, as the sheet places it) and its cells, and may throw to stop the reading (too many
 * rows). A number stays as written (IČ 00012345 keeps its zeros when stored as text, and a number cell gives its
 * digits), a date-formatted number is the day (yyyy-MM-dd), a boolean is "true" or "false". Blank rows give nothing.
 */
export const readXlsxRows = (bytes: Uint8Array, onRow: (index: number, cells: string[]) => void) => {
  const parts = unzipSync(bytes, {
    filter: (file) => ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml'].includes(file.name),
  });
  const text = (name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : '');
  const sheetPath = firstSheetPath(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels'));
  const dateStyles = readDateStyles(text('xl/styles.xml'));

  const strings = new SharedStringsReader();
  inflateEntry(bytes, 'xl/sharedStrings.xml', (piece) => strings.push(piece));
  const sharedStrings = strings.done();

  const sheet = new SheetReader(sharedStrings, dateStyles, (row, cells) => {
    // a blank row (a formatted one far below the data, say) adds nothing
    if (!isBlankRow(cells)) onRow(row, cells);
  });
  if (!inflateEntry(bytes, sheetPath, (piece) => sheet.push(piece))) {
    throw new Error(`the workbook has no sheet ${sheetPath}`);
  }
};

/** Inflates one entry of the ZIP 64 KB at a time, giving its text piece by piece; whether the entry is there. */
const inflateEntry = (bytes: Uint8Array, name: string, onText: (piece: string) => void) => {
  let found = false;
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== name) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      onText(decoder.decode(chunk, { stream: !final }));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  for (let at = 0; at < bytes.length; at += step) unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
  return found;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entities replaced. */
const decodeXml = (value: string) =>
  value.includes('&')
    ? value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
        if (name[0] !== '#') return ENTITIES[name] ?? entity;
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      })
    : value;

/** Each attribute's pattern, made once: a sheet's cells ask for the same three a million times. */
const attributePatterns = new Map<string, RegExp>();

const attribute = (tag: string, name: string) => {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}="([^"]*)"`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  return match ? decodeXml(match[1] as string) : undefined;
};

/** The first sheet's part name: the workbook's first `<sheet>`, through its relationship. */
const firstSheetPath = (workbook: string, relationships: string) => {
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0] ?? '';
  const id = attribute(sheet, 'r:id') ?? /\s\w+:id="([^"]*)"/.exec(sheet)?.[1];
  const relationship = [...relationships.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => attribute(tag, 'Id') === id);
  const target = relationship ? attribute(relationship, 'Target') : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
};

/** Built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** The style indexes (`s` of a cell) whose number format is a date. */
const readDateStyles = (xml: string) => {
  const customDates = new Set<number>();
  for (const format of xml.matchAll(/<(?:\w+:)?numFmt\s[^>]*>/g)) {
    const code = (attribute(format[0], 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    if (/[dmyhs]/i.test(code)) customDates.add(Number(attribute(format[0], 'numFmtId')));
  }
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(xml)?.[0] ?? '';
  const dates = new Set<number>();
  [...cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].forEach((xf, index) => {
    const id = Number(attribute(xf[0], 'numFmtId') ?? 0);
    if (BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id)) dates.add(index);
  });
  return dates;
};

/** An Excel serial day (1900 system) as yyyy-MM-dd. */
const serialDay = (value: string) => {
  const days = Number(value);
  if (!Number.isFinite(days)) return value;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(days) * 86_400_000).toISOString().slice(0, 10);
};

/** A column's index from a cell reference ("C12" → 2). */
const columnOf = (reference: string) => {
  let index = 0;
  for (const letter of reference) {
    const code = letter.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
};

/**
 * XML fed in pieces: complete tags are read, a piece's unfinished tail waits for the next one. `tag` gets each tag's
 * text and its local name, `text` the text between tags.
 */
abstract class XmlPieces {
  private pending = '';

  push(piece: string) {
    const xml = this.pending + piece;
    let at = 0;
    for (;;) {
      const open = xml.indexOf('<', at);
      if (open < 0) {
        this.text(xml.slice(at));
        at = xml.length;
        break;
      }
      const close = xml.indexOf('>', open);
      if (close < 0) break;
      if (open > at) this.text(xml.slice(at, open));
      const tag = xml.slice(open, close + 1);
      this.tag(tag, /^<\/?(?:\w+:)?(\w+)/.exec(tag)?.[1] ?? '', tag[1] === '/', tag.endsWith('/>'));
      at = close + 1;
    }
    this.pending = xml.slice(at);
  }

  protected abstract tag(tag: string, name: string, isEnd: boolean, isEmpty: boolean): void;
  protected abstract text(value: string): void;
}

/**
 * The shared strings, each the text of its runs (`<t>`) without phonetic runs (`<rPh>`), packed: a million strings
 * are two buffers outside the heap.
 */
class SharedStringsReader extends XmlPieces {
  private readonly packer = new TextPacker();
  private current = '';
  private isInText = false;
  private isPhonetic = false;

  protected tag(_tag: string, name: string, isEnd: boolean, isEmpty: boolean) {
    if (name === 'si' && isEnd) {
      this.packer.push(decodeXml(this.current));
      this.current = '';
    } else if (name === 'rPh') {
      this.isPhonetic = !isEnd && !isEmpty;
    } else if (name === 't') {
      this.isInText = !isEnd && !isEmpty && !this.isPhonetic;
    }
  }

  protected text(value: string) {
    if (this.isInText) this.current += value;
  }

  done() {
    const packed = this.packer.done();
    return (index: number) => packedText(packed, index);
  }
}

/** The sheet's rows: only `<row>`, `<c>`, `<v>`, `<t>` (inline strings) and their text matter. */
class SheetReader extends XmlPieces {
  private rowIndex = -1;
  private cells: string[] = [];
  private cell: { column: number; type: string; style: number } | null = null;
  private capture: 'v' | 't' | null = null;
  private value = '';

  constructor(
    private readonly sharedString: (index: number) => string,
    private readonly dateStyles: ReadonlySet<number>,
    private readonly emit: (row: number, cells: string[]) => void,
  ) {
    super();
  }

  protected text(value: string) {
    if (this.capture && value) this.value += value;
  }

  protected tag(tag: string, name: string, isEnd: boolean, isEmpty: boolean) {
    if (name === 'row') {
      if (isEnd) return this.endRow();
      const number = Number(attribute(tag, 'r'));
      this.rowIndex = Number.isInteger(number) && number > 0 ? number - 1 : this.rowIndex + 1;
      this.cells = [];
      if (isEmpty) this.endRow();
    } else if (name === 'c') {
      if (isEnd) return this.endCell();
      const reference = attribute(tag, 'r');
      this.cell = {
        column: reference ? columnOf(reference) : this.cells.length,
        type: attribute(tag, 't') ?? 'n',
        style: Number(attribute(tag, 's') ?? 0),
      };
      this.value = '';
      if (isEmpty) this.endCell();
    } else if ((name === 'v' || name === 't') && this.cell) {
      if (isEnd) this.capture = null;
      else if (!isEmpty) this.capture = name;
    }
  }

  private endCell() {
    const cell = this.cell;
    if (!cell) return;
    const raw = decodeXml(this.value);
    let value = raw;
    if (cell.type === 's') value = this.sharedString(Number(raw));
    else if (cell.type === 'b') value = raw === '1' ? 'true' : 'false';
    else if (cell.type === 'n' && raw !== '' && this.dateStyles.has(cell.style)) value = serialDay(raw);
    if (cell.column >= 0) {
      while (this.cells.length < cell.column) this.cells.push('');
      this.cells[cell.column] = value;
    }
    this.cell = null;
    this.capture = null;
  }

  private endRow() {
    if (this.rowIndex >= 0) this.emit(this.rowIndex, this.cells);
    this.cells = [];
  }
}
