import { describe, expect, it } from 'vitest';
import { badSamples, samples } from '../../../test/helpers/sample-files';
import { detectFileKind } from './file-types';
import { checkUpload, cleanFileName, decodeBase64 } from './upload';

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
