import { describe, expect, it } from 'vitest';
import { parseCsv } from '../customers/import/csv';
import { csvField, toCsv } from './csv-writer';

describe('csv writer', () => {
  it('writes UTF-8 text with a BOM, `;` and CRLF, Czech letters as they are', () => {
    expect(
      toCsv([
        ['Město', 'Číslo popisné'],
        ['Plzeň', '12'],
      ]),
    ).toBe('\ufeffMěsto;Číslo popisné\r\nPlzeň;12\r\n');
  });

  it('quotes the separator, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Sklad; Praha "Jih"')).toBe('"Sklad; Praha ""Jih"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('')).toBe('');
  });

  it.each([
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['=HYPERLINK("http://x.cz","klik")', `"'=HYPERLINK(""http://x.cz"",""klik"")"`],
    ['-1+1', "'-1+1"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
    ['@a;b', `"'@a;b"`],
  ])('keeps the formula %j from running in Excel', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves a formula character inside a value alone', () => {
    expect(csvField('Novák-Malá')).toBe('Novák-Malá');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('reads back through the import parser', () => {
    const rows = [
      ['firma', 'důvod'],
      ['A;B', 'he said "no"\nthen left'],
    ];
    const csv = toCsv(rows);
    expect(parseCsv(csv.slice(1), ';').slice(0, 2)).toEqual(rows);
  });
});
