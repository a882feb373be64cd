import { describe, expect, it } from 'vitest';
import { decodeText, detectSeparator, parseCsv } from './csv';

const WINDOWS_1250 = { Ř: 0xd8, Ž: 0x8e, ž: 0x9e, č: 0xe8, ř: 0xf8, í: 0xed, á: 0xe1 } as Record<string, number>;
const encode1250 = (text: string) => Uint8Array.from([...text].map((char) => WINDOWS_1250[char] ?? char.charCodeAt(0)));

describe('decodeText', () => {
  it('reads UTF-8 and drops its BOM', () => {
    expect(decodeText(new TextEncoder().encode('Žižkov'))).toEqual({ text: 'Žižkov', encoding: 'utf-8' });
    expect(decodeText(new TextEncoder().encode('\ufeffŽižkov'))).toEqual({ text: 'Žižkov', encoding: 'utf-8' });
  });

  it('reads what is not UTF-8 as Windows-1250 (older Czech Excel)', () => {
    expect(decodeText(encode1250('Žižkov, Říčany'))).toEqual({ text: 'Žižkov, Říčany', encoding: 'windows-1250' });
  });
});

describe('detectSeparator', () => {
  it('counts separators on the header line outside quotes', () => {
    expect(detectSeparator('firma;ulice;psc\na,b,c,d,e')).toBe(';');
    expect(detectSeparator('firma,ulice,psc\n')).toBe(',');
    expect(detectSeparator('"a;b;c",x,y\n')).toBe(',');
    expect(detectSeparator('single')).toBe(';');
  });
});

describe('parseCsv', () => {
  it('parses quoted fields with separators, quotes and line breaks', () => {
    const text = 'firma;poznamka\r\n"Alfa; s.r.o.";"řádek 1\nřádek 2"\r\n"Beta ""B""";x\n';
    expect(parseCsv(text, ';')).toEqual([
      ['firma', 'poznamka'],
      ['Alfa; s.r.o.', 'řádek 1\nřádek 2'],
      ['Beta "B"', 'x'],
    ]);
  });

  it('keeps empty fields and a last record without a line break', () => {
    expect(parseCsv('a,,c\n,,\nx', ',')).toEqual([['a', '', 'c'], ['', '', ''], ['x']]);
  });

  it('stops after the records asked for', () => {
    expect(parseCsv('a;b\n1;2\n3;4\n5;6', ';', 2)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
