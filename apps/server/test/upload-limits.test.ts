import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpcFile, gpcTransaction } from '../src/services/bank-statements/gpc-writer';
import type { ApiClient } from './helpers/api-client';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Decision 184: every upload is bounded, parsed off the request loop, and answered in a summary. */
let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const importFile = (bytes: Buffer | string, extra: Record<string, unknown> = {}) =>
  admin.post('/v1/customers/import', {
    filename: 'zakaznici.csv',
    content: Buffer.from(bytes).toString('base64'),
    mapping: { Firma: 'company' },
    dryRun: true,
    ...extra,
  });

const expectLimitError = (
  response: { status: number; text: string; body: Record<string, unknown> },
  expected: { status: number; message: string; field: string; data: Record<string, number> },
) => {
  expect(response.status, response.text).toBe(expected.status);
  expect(response.body).toEqual({
    error: { message: expected.message, detail: { fields: { content: expected.field } } },
    flashMessages: [{ message: expected.message, data: expected.data, severity: 'error' }],
  });
};

/**
 * An XLSX whose sheet holds `spacesMb` MiB of spaces inside <sheetData>: a few hundred KiB on the wire, written
 * a MiB at a time so the test itself stays small.
 */
const spacesBombOf = (spacesMb: number) => {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  const add = (name: string, text: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  const ns = 'http://schemas.openxmlformats.org';
  add('[Content_Types].xml', `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types"/>`);
  add('xl/workbook.xml', `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main"/>`);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8(`<?xml version="1.0"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>`));
  const spaces = new Uint8Array(1024 * 1024).fill(0x20);
  for (let index = 0; index < spacesMb; index += 1) sheet.push(spaces);
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  return Buffer.concat(chunks);
};
let bombOf300Mb: Buffer | undefined;
/** Built once (a few seconds), copied per test. */
const spacesBomb = () => {
  bombOf300Mb ??= spacesBombOf(300);
  return Buffer.from(bombOf300Mb);
};

describe('customer import limits', () => {
  it('answers a 100,000-row dry run of one customer repeated with counts and the first 100 refused rows', async () => {
    const csv = `Firma\r\n${'A\r\n'.repeat(100_000)}`;
    const response = await importFile(csv);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.body).toMatchObject({ rowCount: 100_000, refusedCount: 99_999 });
    expect(response.body.refused).toHaveLength(100);
    expect(response.body.refused[0]).toMatchObject({ row: 3, fields: { company: 'duplicate_in_file' } });
    // the answer stays a summary (200,000 rows used to answer 33 MiB)
    expect(response.text.length).toBeLessThan(100_000);
  });

  it('refuses more than 100,000 data rows with 400 naming the limit, also 4.5 million one-letter rows', async () => {
    const limit = { status: 400, message: 'error.too_many_rows', field: 'too_many_rows', data: { limit: 100_000 } };
    expectLimitError(await importFile(`Firma\r\n${'A\r\n'.repeat(100_001)}`), limit);
    expectLimitError(await importFile(`Firma\n${'A\n'.repeat(4_500_000)}`), limit);
  });

  it('refuses a file over 10 MB with 413 naming the limit', async () => {
    const response = await importFile(`Firma\n${'A'.repeat(10 * 1024 * 1024)}`);
    expectLimitError(response, { status: 413, message: 'error.file_too_large', field: 'too_big', data: { limit: 10 } });
  });

  it('refuses an XLSX of 300 MB of spaces from its directory, while /health keeps answering', async () => {
    const bomb = spacesBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const pending = importFile(bomb, { filename: 'bomba.xlsx' });
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(200);
    expectLimitError(await pending, {
      status: 413,
      message: 'error.file_unpacked_too_large',
      field: 'too_big',
      data: { limit: 100, ratio: 100 },
    });
  });

  it('refuses the same XLSX when its directory lies about the sizes: counted while inflating, in the worker', async () => {
    const bomb = spacesBomb();
    const at = bomb.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    expect(bomb.readUInt32LE(at)).toBe(0x02014b50);
    bomb.writeUInt32LE(bomb.readUInt32LE(at + 20) * 2, at + 24);
    const response = await importFile(bomb, { filename: 'lzive.xlsx' });
    expectLimitError(response, {
      status: 413,
      message: 'error.file_unpacked_too_large',
      field: 'too_big',
      data: { limit: 100, ratio: 100 },
    });
  });
});

describe('the refusals file', () => {
  it('holds every refused row as CSV for Czech Excel, formulas neutralised', async () => {
    const rows = [
      ['Firma', 'PSČ', 'Poznámka'],
      ['Žluťoučký kůň s.r.o.', 'x', "+cmd|' /C calc'!A0"],
      ['Řeka a.s.', 'y', '@SUM(1+1)'],
      ['Čáp v.o.s.', 'z', '=HYPERLINK("http://zlo.example","klik")'],
      ['Šťovík', 'w', '-1+1'],
    ];
    const csv = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(';')).join('\r\n');
    const body = {
      filename: 'zakaznici.csv',
      content: Buffer.from(csv).toString('base64'),
      mapping: { Firma: 'company', PSČ: 'psc', Poznámka: 'note' },
      refusalsFile: true,
    };
    const before = await admin.post('/v1/customers/import', { ...body, refusalsFile: false, dryRun: true });
    expect(before.body.refusedCount).toBe(4);
    const response = await fetch(`${t.url}/v1/customers/import`, {
      method: 'POST',
      headers: {
        cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="odmitnute-radky.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Firma;PSČ;Poznámka;Důvod odmítnutí');
    expect(lines[1]).toMatch(/^Žluťoučký kůň s\.r\.o\.;x;'\+cmd\|' \/C calc'!A0;PSČ: /);
    expect(lines[2]).toMatch(/^Řeka a\.s\.;y;'@SUM\(1\+1\);PSČ: /);
    expect(lines[3]).toMatch(/^Čáp v\.o\.s\.;z;"'=HYPERLINK\(""http:\/\/zlo\.example"",""klik""\)";PSČ: /);
    expect(lines[4]).toMatch(/^Šťovík;w;'-1\+1;PSČ: /);
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });
});

describe('bank statement limits', () => {
  it('refuses a CAMT nested 150 levels deep as malformed XML (400), not a 500', async () => {
    const nested = `${'<a>'.repeat(150)}x${'</a>'.repeat(150)}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Document>\n<BkToCstmrStmt>${nested}</BkToCstmrStmt>\n</Document>`;
    const response = await admin.post('/v1/bank-statements', {
      filename: 'hluboky.xml',
      content: Buffer.from(xml).toString('base64'),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toEqual({
      message: 'error.bank_statement_malformed',
      detail: { fields: { content: 'statement_bad_xml' }, itemId: 3 },
    });
  });

  it('refuses a statement of more than 20,000 payments with 400 naming the limit', async () => {
    const account = '2400123456';
    const payment = (index: number) =>
      gpcTransaction({
        account,
        counterAccount: '19',
        counterBank: '0800',
        reference: String(index + 1),
        amountCents: 100,
        code: 2,
        variableSymbol: '1',
        date: '2026-01-15',
        name: 'Plátce',
      });
    const file = gpcFile(
      { account, name: 'Limit', number: 1, date: '2026-01-31', previousDate: '2025-12-31' },
      Array.from({ length: 20_001 }, (_, index) => payment(index)),
    );
    const response = await admin.post('/v1/bank-statements', {
      filename: 'velky.gpc',
      content: Buffer.from(file).toString('base64'),
    });
    expectLimitError(response, {
      status: 400,
      message: 'error.too_many_rows',
      field: 'too_many_rows',
      data: { limit: 20_000 },
    });
  });
});
