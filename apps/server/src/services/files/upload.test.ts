import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { badSamples, samples } from '../../../test/helpers/sample-files';
import { detectFileKind } from './file-types';
import { checkUpload, cleanFileName, decodeBase64 } from './upload';
import { uploadLimits } from './upload-limits';

describe('detectFileKind', () => {
  it.each(Object.entries(samples))('recognises %s by its content', (name, bytes) => {
    expect(detectFileKind(bytes)).toBe(name === 'mp3Frame' ? 'mp3' : name);
  });

  it.each(Object.entries(badSamples))('refuses %s', (_name, bytes) => {
    expect(detectFileKind(bytes)).toBeUndefined();
  });
});

describe('cleanFileName', () => {
  it.each([
    ['Ceník 2026.pdf', 'Ceník 2026.pdf'],
    ['C:\\Users\\jana\\smlouva.pdf', 'smlouva.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['faktura\r\nSet-Cookie: x.pdf', 'faktura Set-Cookie_ x.pdf'],
    ['"quoted" \'name\'.pdf', 'quoted name.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth\u2066.pdf', 'zerowidth.pdf'],
    ['.hidden', 'hidden'],
    ['a<b>c|d?.pdf', 'a_b_c_d_.pdf'],
    ['\u0000\u0007', ''],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('keeps the extension when shortening a long name', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('decodeBase64', () => {
  it('decodes the standard alphabet, also as a data URL', () => {
    expect(decodeBase64('aGVsbG8=').toString()).toBe('hello');
    expect(decodeBase64('data:text/html;base64,aGVsbG8=').toString()).toBe('hello');
  });

  it.each(['aGVsbG8', 'aGVsbG9=', 'aGV sbG8=', 'aGVs-G8=', '****'])('refuses %j', (content) => {
    expect(() => decodeBase64(content)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('checkUpload', () => {
  it('gives a file the extension of its real type', () => {
    const upload = checkUpload({ filename: 'faktura.exe', content: samples.pdf.toString('base64') });
    expect(upload).toMatchObject({ name: 'faktura.exe.pdf', type: 'application/pdf' });
  });

  it('accepts only the kinds the caller allows', () => {
    expect(() =>
      checkUpload({ filename: 'a.pdf', content: samples.pdf.toString('base64'), allowedKinds: ['mp3'] }),
    ).toThrow(expect.objectContaining({ detail: { fields: { content: 'unsupported_file_type' } } }));
  });

  it('accepts text as CSV only where the caller asks for it, and never markup', () => {
    const csv = (text: string | Buffer) => Buffer.from(text).toString('base64');
    const win1250 = Buffer.from([0x46, 0x69, 0x72, 0x6d, 0x61, 0x3b, 0x8e, 0x69, 0x9e, 0x6b, 0x6f, 0x76, 0x0d, 0x0a]);
    expect(
      checkUpload({ filename: 'z.csv', content: csv('firma;psc\r\nA;11000\r\n'), allowedKinds: ['csv'] }),
    ).toMatchObject({ kind: 'csv', name: 'z.csv', type: 'text/csv' });
    expect(checkUpload({ filename: 'z', content: csv(win1250), allowedKinds: ['csv', 'xlsx'] })).toMatchObject({
      kind: 'csv',
      name: 'z.csv',
    });
    for (const bad of [badSamples.html, badSamples.svg, Buffer.from('a;b\u0000c')]) {
      expect(() => checkUpload({ filename: 'z.csv', content: bad.toString('base64'), allowedKinds: ['csv'] })).toThrow(
        expect.objectContaining({ detail: { fields: { content: 'unsupported_file_type' } } }),
      );
    }
    expect(() => checkUpload({ filename: 'z.csv', content: csv('firma;psc\n') })).toThrow(
      expect.objectContaining({ detail: { fields: { content: 'unsupported_file_type' } } }),
    );
  });
});

describe('upload limits (decision 184)', () => {
  const office = (sheet: Uint8Array) =>
    Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'xl/workbook.xml': strToU8('<workbook/>'),
        'xl/s.xml': sheet,
      }),
    );
  /** The central directory's declared uncompressed size of the entry `name`, rewritten. */
  const declare = (zip: Buffer, name: string, size: number) => {
    const copy = Buffer.from(zip);
    const at = copy.lastIndexOf(Buffer.from(name)) - 46;
    if (copy.readUInt32LE(at) !== 0x02014b50) throw new Error('not a central directory entry');
    copy.writeUInt32LE(size, at + 24);
    return copy;
  };

  it('refuses a file over the size of its kind with 413 naming the limit', () => {
    const content = Buffer.alloc(2 * 1024 * 1024 + 1, 'a').toString('base64');
    const limits = { ...uploadLimits.file, maxBytes: 2 * 1024 * 1024 };
    expect(() => checkUpload({ filename: 'a.csv', content, allowedKinds: ['csv'], limits })).toThrow(
      expect.objectContaining({
        statusCode: 413,
        messageKey: 'error.file_too_large',
        detail: { fields: { content: 'too_big' } },
        flashData: { limit: 2 },
      }),
    );
  });

  it('refuses a ZIP whose entries inflate too far, from its central directory alone', () => {
    const bomb = office(new Uint8Array(3 * 1024 * 1024).fill(0x20));
    expect(() => checkUpload({ filename: 'b.xlsx', content: bomb.toString('base64') })).toThrow(
      expect.objectContaining({
        statusCode: 413,
        messageKey: 'error.file_unpacked_too_large',
        flashData: { limit: 100, ratio: 100 },
      }),
    );
    // a directory declaring 300 MB in all is refused though the bytes are tiny (nothing is inflated)
    const small = office(strToU8('<sheetData/>'.repeat(10)));
    expect(checkUpload({ filename: 's.xlsx', content: small.toString('base64') }).kind).toBe('xlsx');
    const declared = declare(small, 'xl/s.xml', 300 * 1024 * 1024);
    expect(() => checkUpload({ filename: 's.xlsx', content: declared.toString('base64') })).toThrow(
      expect.objectContaining({ statusCode: 413, messageKey: 'error.file_unpacked_too_large' }),
    );
  });

  it('accepts an ordinary XLSX', () => {
    const rows = Array.from({ length: 2000 }, (_, index) => `<row><c><v>${index}</v></c></row>`).join('');
    expect(checkUpload({ filename: 'o.xlsx', content: office(strToU8(rows)).toString('base64') }).kind).toBe('xlsx');
  });
});
