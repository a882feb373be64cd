import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows as readXlsxTexts } from './read-xlsx';

/** The rows as arrays of cells, a skipped one empty. */
const readXlsxRows = (bytes: Uint8Array, onRow?: (index: number) => void) => {
  const rows: string[][] = [];
  readXlsxTexts(bytes, (index, cells) => {
    onRow?.(index);
    while (rows.length < index) rows.push([]);
    rows[index] = cells;
  });
  return rows;
};

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A workbook as Excel or LibreOffice write one: the sheet, its strings and styles given as XML. */
const workbookOf = (parts: { sheet: string; strings?: string; styles?: string; target?: string; extra?: boolean }) => {
  const target = parts.target ?? 'worksheets/sheet1.xml';
  const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Zákazníci" sheetId="1" r:id="rId7"/><sheet name="Jiný" sheetId="2" r:id="rId8"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId8" Target="worksheets/sheet2.xml" Type="x"/><Relationship Id="rId7" Target="${target}" Type="x"/></Relationships>`,
    [sheetPath]: `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${parts.sheet}</sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>druhý list</t></is></c></row></sheetData></worksheet>`,
  };
  if (parts.strings !== undefined) {
    files['xl/sharedStrings.xml'] = `<?xml version="1.0"?><sst xmlns="${MAIN}">${parts.strings}</sst>`;
  }
  if (parts.styles !== undefined)
    files['xl/styles.xml'] = `<?xml version="1.0"?><styleSheet xmlns="${MAIN}">${parts.styles}</styleSheet>`;
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
};

describe('readXlsxRows', () => {
  it('reads the first sheet: shared, rich, inline and formula strings, numbers as written, entities', () => {
    const rows = readXlsxRows(
      workbookOf({
        strings:
          '<si><t>Firma</t></si><si><t xml:space="preserve">Šťastný &amp; syn </t></si>' +
          '<si><r><rPr><b/></rPr><t>Řepa</t></r><r><t xml:space="preserve"> a.s.</t></r><rPh><t>ふりがな</t></rPh></si>',
        sheet:
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>IČ</t></is></c></row>' +
          '<row r="2" spans="1:3"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>00012345</v></c><c r="C2" t="str"><f>A2&amp;"x"</f><v>x &lt;y&gt; &#268;&#x10D;</v></c></row>' +
          '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3"><v>49.123400000000004</v></c></row>',
      }),
    );
    expect(rows).toEqual([
      ['Firma', 'IČ'],
      ['Šťastný & syn ', '00012345', 'x <y> Čč'],
      ['Řepa a.s.', '49.123400000000004'],
    ]);
  });

  it('keeps the row and column places of skipped cells and rows; leaves trailing blank rows out', () => {
    const rows = readXlsxRows(
      workbookOf({
        sheet:
          '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>c</t></is></c></row>' +
          '<row r="4"><c r="AB4" t="inlineStr"><is><t>ab</t></is></c></row>' +
          '<row r="5"><c r="A5" s="1"/></row><row r="1048576" customHeight="1"><c r="A1048576" t="inlineStr"><is><t> </t></is></c></row>',
      }),
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(['a', '', 'c']);
    expect(rows[1]).toEqual([]);
    expect(rows[2]).toEqual([]);
    expect(rows[3]?.[27]).toBe('ab');
    expect(rows[3]?.slice(0, 27).every((cell) => cell === '')).toBe(true);
  });

  it('gives date-formatted numbers as days, booleans as true/false, and follows an absolute sheet target', () => {
    const rows = readXlsxRows(
      workbookOf({
        target: '/xl/worksheets/data.xml',
        styles:
          '<numFmts count="2"><numFmt numFmtId="164" formatCode="d/m/yyyy"/><numFmt numFmtId="165" formatCode="&quot;Kč&quot;\\ #,##0"/></numFmts>' +
          '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>',
        sheet:
          '<row r="1"><c r="A1" s="1"><v>45231</v></c><c r="B1" s="2"><v>45658.75</v></c><c r="C1" s="3"><v>1500</v></c>' +
          '<c r="D1" t="b"><v>1</v></c><c r="E1" t="b"><v>0</v></c><c r="F1" s="1" t="s"><v>0</v></c></row>',
        strings: '<si><t>text in a date style</t></si>',
      }),
    );
    expect(rows).toEqual([['2023-11-01', '2025-01-01', '1500', 'true', 'false', 'text in a date style']]);
  });

  it('reads a sheet that arrives in many inflated pieces the same as in one', () => {
    const cells = Array.from({ length: 3000 }, (_, index) => [`Firma ${index} – Žďár`, String(index)]);
    const sheet = cells
      .map(
        ([name, number], index) =>
          `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>${name}</t></is></c><c r="B${index + 1}"><v>${number}</v></c></row>`,
      )
      .join('');
    expect(readXlsxRows(workbookOf({ sheet }))).toEqual(cells);
  });

  it('lets the caller stop at too many rows, and refuses a workbook without its sheet', () => {
    const sheet = '<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row>';
    expect(() =>
      readXlsxRows(workbookOf({ sheet }), (index) => {
        if (index > 0) throw new Error('too many');
      }),
    ).toThrow('too many');
    const files = workbookOf({ sheet });
    const broken = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(() => readXlsxRows(broken)).toThrow();
    expect(readXlsxRows(files)).toHaveLength(2);
  });
});
