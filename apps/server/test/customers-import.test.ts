import { readFileSync } from 'node:fs';
import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { suggestMapping } from '@bo/contract/customers/import/import-fields';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { contactNamesExpression, searchTextExpression } from '../src/services/customers/search-text';
import type { ApiClient } from './helpers/api-client';
import { samples } from './helpers/sample-files';
import { startTestApp, type TestApp } from './helpers/test-app';
import { xlsxOf } from './helpers/xlsx';

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

// the demo data's IČs start 1–9 (seed/demo-random validIc), so these start with 0 and never match one of them
let icSeed = Math.floor(Math.random() * 900_000);
/** A fresh IČ with a valid checksum that no demo customer has. */
const newIc = () => {
  icSeed += 1;
  const first = String(icSeed).padStart(7, '0');
  return `${first}${icCheckDigit(first)}`;
};
const word = () => `Imp${Math.random().toString(36).slice(2, 8)}`;

const header = [
  'Firma',
  'Ulice',
  'Č. p.',
  'PSČ',
  'Město',
  'Okres',
  'IČ',
  'E-mail',
  'Kontaktní osoba',
  'Telefon',
  'GPS',
  'Operátor',
  'Poznámka',
];
const mapping = {
  Firma: 'company',
  Ulice: 'street',
  'Č. p.': 'cp',
  PSČ: 'psc',
  Město: 'city',
  Okres: 'district',
  IČ: 'ic',
  'E-mail': 'email',
  'Kontaktní osoba': 'contactName',
  Telefon: 'phone',
  GPS: 'gps',
  Operátor: 'operator',
  Poznámka: 'note',
};

const csvOf = (rows: string[][], separator = ';') =>
  rows
    .map((row) => row.map((cell) => (/[;,"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator))
    .join('\r\n');

const WINDOWS_1250: Record<string, number> = {
  č: 0xe8,
  ř: 0xf8,
  ž: 0x9e,
  Ž: 0x8e,
  á: 0xe1,
  í: 0xed,
  é: 0xe9,
  ý: 0xfd,
  Č: 0xc8,
  ů: 0xf9,
  ě: 0xec,
  Š: 0x8a,
  š: 0x9a,
};
const windows1250 = (text: string) => Buffer.from([...text].map((char) => WINDOWS_1250[char] ?? char.charCodeAt(0)));

const importFile = (client: ApiClient, bytes: Buffer | string, extra: Record<string, unknown> = {}) =>
  client.post('/v1/customers/import', {
    filename: 'zakaznici.csv',
    content: Buffer.from(bytes).toString('base64'),
    mapping,
    dryRun: false,
    ...extra,
  });

type Stored = {
  id: number;
  delivery_company: string;
  delivery_psc: string;
  delivery_city: string;
  operator_id: number | null;
  delivery_district_id: number | null;
  other_information: string;
  lock_version: number;
  billing_company: string;
  billing_same_as_delivery: boolean;
};
const storedByIc = (ic: string) =>
  queryRows<Stored>(t.db, sql`select * from customers where delivery_ic = ${ic} and country_code = 'cz' order by id`);
const countCustomers = async () =>
  Number((await queryRows<{ n: string }>(t.db, sql`select count(*) as n from customers`))[0]?.n);

describe('POST /v1/customers/import', () => {
  it('imports a UTF-8 CSV with quoted separators and line breaks, with contact, GPS, operator and district', async () => {
    const [ic1, ic2] = [newIc(), newIc()];
    const company = `${word()}; Alfa s.r.o.`;
    const file = csvOf([
      header,
      [
        company,
        'Nádražní',
        '12',
        '266 01',
        'Beroun',
        'beroun',
        ic1,
        'info@alfa.cz',
        'Jana Malá',
        '+420 602 123 456',
        '49.9638, 14.0720',
        'Jana Nováková',
        'řádek 1\nřádek 2; dál',
      ],
      [`${word()} Beta`, 'Hlavní', '1', '11000', 'Praha', '', ic2, '', '', '', '', 'operator', ''],
    ]);
    const response = await importFile(admin, file);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ created: 2, updated: 0, refused: [], rowCount: 2, columns: header });
    expect(response.body.preview[0][12]).toBe('řádek 1\nřádek 2; dál');

    const [alfa] = await storedByIc(ic1);
    expect(alfa).toMatchObject({
      delivery_company: company,
      billing_company: company,
      billing_same_as_delivery: true,
      delivery_psc: '26601',
      other_information: 'řádek 1\nřádek 2; dál',
      lock_version: 1,
    });
    expect(alfa?.delivery_district_id).not.toBeNull();
    const detail = await admin.get(`/v1/customers/${alfa?.id}`);
    expect(detail.body.customer).toMatchObject({ operatorName: 'Jana Nováková', email: 'info@alfa.cz' });
    expect(detail.body.customer.deliveryAddress).toMatchObject({ district: 'Beroun', ic: ic1, city: 'Beroun' });
    expect((await admin.get(`/v1/customers/${alfa?.id}/contacts`)).body.contacts[0]).toMatchObject({
      name: 'Jana Malá',
      phone: '+420 602 123 456',
      email: 'info@alfa.cz',
    });
    expect((await admin.get(`/v1/customers/${alfa?.id}/gps`)).body.gps).toMatchObject([
      { latitude: 49.9638, longitude: 14.072 },
    ]);
    // the list search finds an imported customer
    const list = await admin.get(`/v1/customers?search=${encodeURIComponent(company.slice(0, 9))}`);
    expect(list.body.customers.map((row: { id: number }) => row.id)).toContain(alfa?.id);
  });

  it('updates instead of duplicating when the same file comes again (IČ, else company and PSČ), bumping lockVersion on a change', async () => {
    const ic = newIc();
    const noIcCompany = `${word()} bez IČ`;
    const rows = [
      header,
      [
        `${word()} Gama`,
        'Polní',
        '5',
        '26601',
        'Beroun',
        '',
        ic,
        '',
        'Petr Dlouhý',
        '777 111 222',
        '50.1, 14.2',
        '',
        'první',
      ],
      [noIcCompany, 'Lesní', '7', '26601', 'Beroun', '', '', '', '', '', '', '', ''],
    ];
    expect((await importFile(admin, csvOf(rows))).body).toMatchObject({ created: 2, updated: 0 });
    const before = await countCustomers();
    const again = await importFile(admin, csvOf(rows));
    expect(again.body).toMatchObject({ created: 0, updated: 2, refused: [] });
    expect(await countCustomers()).toBe(before);

    // the same values again change nothing: no new version a user's open form would trip over (decision 202)
    const [gama] = await storedByIc(ic);
    expect(gama?.lock_version).toBe(1);
    expect(
      (await admin.get(`/v1/customers/${gama?.id}/contacts`)).body.contacts.filter((c: { id: number | null }) => c.id),
    ).toHaveLength(1);
    expect((await admin.get(`/v1/customers/${gama?.id}/gps`)).body.gps).toHaveLength(1);

    // a changed value updates; an empty cell keeps what is stored
    const changed = [header, [rows[1]?.[0] ?? '', '', '', '26601', 'Králův Dvůr', '', ic, '', '', '', '', '', '']];
    expect((await importFile(admin, csvOf(changed))).body).toMatchObject({ created: 0, updated: 1 });
    const [after] = await storedByIc(ic);
    expect(after).toMatchObject({ delivery_city: 'Králův Dvůr', other_information: 'první', lock_version: 2 });
    // every imported customer's search text and contact names are the ones a refresh computes
    const stale = await queryRows<{ id: number }>(
      t.db,
      sql`select c.id from customers c where c.search_text is distinct from ${searchTextExpression}
        or c.contact_names is distinct from ${contactNamesExpression}`,
    );
    expect(stale).toEqual([]);
  });

  it('reads UTF-8 with BOM and commas, Windows-1250 with semicolons, and XLSX', async () => {
    const [ic1, ic2, ic3] = [newIc(), newIc(), newIc()];
    const names = { bom: `${word()} Žluťoučký kůň`, win: `${word()} Čížek a Šárka`, xlsx: `${word()} Řepka` };
    const bom = `\ufeff${csvOf([header.slice(0, 7), [names.bom, 'Dlouhá', '1', '11000', 'Praha', '', ic1]], ',')}`;
    const seven = Object.fromEntries(Object.entries(mapping).slice(0, 7));
    expect((await importFile(admin, bom, { mapping: seven })).body).toMatchObject({ created: 1, refused: [] });
    const win = windows1250(csvOf([header.slice(0, 7), [names.win, 'Krátká', '2', '11000', 'Praha', '', ic2]]));
    const winResult = await importFile(admin, win, { mapping: seven });
    expect(winResult.body).toMatchObject({ created: 1, refused: [] });
    expect(winResult.body.columns).toEqual(header.slice(0, 7));
    expect((await storedByIc(ic2))[0]?.delivery_company).toBe(names.win);

    const xlsx = xlsxOf([
      ['Firma', 'PSČ', 'IČ', 'Město'],
      [names.xlsx, { number: '11000' }, ic3, 'Praha'],
    ]);
    const xlsxResult = await importFile(admin, xlsx, {
      filename: 'zakaznici.xlsx',
      mapping: { Firma: 'company', PSČ: 'psc', IČ: 'ic', Město: 'city' },
    });
    expect(xlsxResult.status, xlsxResult.text).toBe(200);
    expect(xlsxResult.body).toMatchObject({ created: 1, refused: [], columns: ['Firma', 'PSČ', 'IČ', 'Město'] });
    expect((await storedByIc(ic3))[0]).toMatchObject({ delivery_company: names.xlsx, delivery_psc: '11000' });
  });

  it('refuses bad rows with their fields, a Czech reason and the original cells, and imports the rest', async () => {
    const good = newIc();
    const dup = newIc();
    const rows = [
      header,
      [`${word()} OK`, '', '', '11000', 'Praha', '', good, '', '', '', '', '', ''],
      [`${word()} IČ`, '', '', '11000', 'Praha', '', '12345678', '', '', '', '', '', ''],
      [`${word()} PSČ`, '', '', '1100', 'Praha', '', '', 'bad@', '', '', '500, 14', '', ''],
      [`${word()} Op`, '', '', '11000', 'Praha', 'Atlantida', '', '', '', '', '', 'Nikdo Neznámý', ''],
      ['', 'Bez firmy', '', '11000', 'Praha', '', '', '', '', '', '', '', ''],
      [`${word()} Dup`, '', '', '11000', 'Praha', '', dup, '', '', '', '', '', ''],
      [`${word()} Dup2`, '', '', '11000', 'Praha', '', dup, '', '', '', '', '', ''],
    ];
    const response = await importFile(admin, csvOf(rows));
    expect(response.status, response.text).toBe(200);
    expect(response.body.created).toBe(2);
    expect(response.body.refused).toEqual([
      {
        row: 3,
        fields: { ic: 'invalid_ic' },
        reason: 'IČ: IČ musí mít 8 číslic se správným kontrolním součtem.',
        cells: rows[2],
      },
      {
        row: 4,
        fields: { psc: 'invalid_psc', email: 'invalid_email', gps: 'invalid_gps' },
        reason: expect.stringContaining('PSČ: PSČ musí mít 5 číslic.'),
        cells: rows[3],
      },
      {
        row: 5,
        fields: { operator: 'unknown_operator', district: 'unknown_district' },
        reason: 'Operátor: Takový operátor v systému není. Okres: Takový okres v systému není.',
        cells: rows[4],
      },
      { row: 6, fields: { company: 'required' }, reason: 'Firma: Toto pole je povinné.', cells: rows[5] },
      {
        row: 8,
        fields: { ic: 'duplicate_in_file' },
        reason: expect.stringContaining('dřívějším řádku'),
        cells: rows[7],
      },
    ]);
    expect(await storedByIc('12345678')).toEqual([]);
  });

  it('writes nothing on a dry run, and checks only the rows asked for', async () => {
    const rows = [
      header,
      ...Array.from({ length: 4 }, () => [
        `${word()} Suchý`,
        '',
        '',
        '11000',
        'Praha',
        '',
        newIc(),
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
    ];
    rows.push([`${word()} Bad`, '', '', 'x', '', '', '', '', '', '', '', '', '']);
    const before = await countCustomers();
    const dry = await importFile(admin, csvOf(rows), { dryRun: true });
    expect(dry.body).toMatchObject({ created: 4, updated: 0, rowCount: 5 });
    expect(dry.body.refused.map((row: { row: number }) => row.row)).toEqual([6]);
    expect(await countCustomers()).toBe(before);

    const part = await importFile(admin, csvOf(rows), { fromRow: 2, toRow: 3 });
    expect(part.body).toMatchObject({ created: 2, refused: [] });
    const rest = await importFile(admin, csvOf(rows), { fromRow: 2, toRow: 6, dryRun: true });
    expect(rest.body).toMatchObject({ created: 2, updated: 2 });
    expect(await countCustomers()).toBe(before + 2);
  });

  it('imports a file of many chunks in order, refusals from any chunk in row order, and renews the statistics', async () => {
    const row = (index: number, overrides: Record<number, string> = {}) => {
      const cells = [`${word()} Dávka ${index}`, '', '', '11000', 'Praha', '', newIc(), '', '', '', '', '', ''];
      for (const [column, value] of Object.entries(overrides)) cells[Number(column)] = value;
      return cells;
    };
    // 2,600 data rows are six chunks of 500; bad rows in the first, the fourth and the last
    const rows = [header, ...Array.from({ length: 2_600 }, (_, index) => row(index))];
    rows[3] = row(2, { 6: '12345678' });
    rows[1_700] = row(1_699, { 3: '1' });
    rows[2_600] = row(2_599, { 0: '' });
    const customersBefore = await countCustomers();
    const response = await importFile(admin, csvOf(rows));
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ created: 2_597, updated: 0, refusedCount: 3, rowCount: 2_600 });
    expect(response.body.refused.map((refused: { row: number }) => refused.row)).toEqual([4, 1_701, 2_601]);
    expect(await countCustomers()).toBe(customersBefore + 2_597);
    // past 2,000 new customers (more than the table held) the planner's estimate was renewed (decision 205)
    const [estimate] = await queryRows<{ rows: number }>(
      t.db,
      sql`select reltuples::int as rows from pg_class where relname = 'customers'`,
    );
    expect(estimate?.rows).toBeGreaterThanOrEqual(customersBefore + 2_000);
  });

  it('answers the columns and first rows without a mapping (the screen inspects the file)', async () => {
    const response = await importFile(
      admin,
      csvOf([
        ['Název', 'PSČ', ''],
        ['A', '1', 'x'],
      ]),
      { mapping: {} },
    );
    expect(response.body).toEqual({
      created: 0,
      updated: 0,
      refused: [],
      refusedCount: 0,
      rowCount: 1,
      columns: ['Název', 'PSČ', '#3'],
      preview: [['A', '1', 'x']],
    });
  });

  it('dry-runs the sample files of docs/samples with the suggested mapping', async () => {
    for (const name of ['zakaznici-utf8.csv', 'zakaznici-windows-1250.csv', 'zakaznici.xlsx']) {
      const bytes = readFileSync(new URL(`../../../docs/samples/${name}`, import.meta.url));
      const inspect = await importFile(admin, bytes, { filename: name, mapping: {}, dryRun: true });
      expect(inspect.status, inspect.text).toBe(200);
      const response = await importFile(admin, bytes, {
        filename: name,
        mapping: suggestMapping(inspect.body.columns),
        dryRun: true,
      });
      expect(response.body.created + response.body.updated, name).toBe(2);
      expect(response.body.preview[1][0], name).toBe('Restaurace "Na Růžku"; Praha');
      expect(
        response.body.refused.map((row: { row: number }) => row.row),
        name,
      ).toEqual(name === 'zakaznici-utf8.csv' ? [4, 5] : []);
    }
  });

  it('answers field errors', async () => {
    const post = (body: Record<string, unknown>) =>
      admin.post('/v1/customers/import', {
        filename: 'a.csv',
        content: Buffer.from('Firma\nA').toString('base64'),
        mapping: { Firma: 'company' },
        ...body,
      });
    const expectFields = async (body: Record<string, unknown>, fields: Record<string, string>) => {
      const response = await post(body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    };
    await expectFields({ content: samples.pdf.toString('base64') }, { content: 'unsupported_file_type' });
    await expectFields(
      { content: Buffer.from('<html><body>x</body></html>').toString('base64') },
      { content: 'unsupported_file_type' },
    );
    await expectFields({ content: '%%%' }, { content: 'invalid' });
    await expectFields({ content: Buffer.from('Firma\n\n').toString('base64') }, { content: 'empty_file' });
    await expectFields({ mapping: { Neni: 'company' } }, { 'mapping.Neni': 'unknown_field' });
    await expectFields({ mapping: { Firma: 'nonsense' } }, { 'mapping.Firma': 'invalid' });
    await expectFields({ fromRow: 5, toRow: 3 }, { toRow: 'invalid' });
    await expectFields({ filename: '' }, { filename: 'required' });
    await expectFields(
      {
        content: xlsxOf([['x']])
          .subarray(0, 200)
          .toString('base64'),
        filename: 'a.xlsx',
      },
      { content: 'unsupported_file_type' },
    );
  });

  it('is for administrators only: 401 without login, 403 for operators, drivers and accountants', async () => {
    const body = { filename: 'a.csv', content: Buffer.from('Firma\nA').toString('base64'), mapping: {}, dryRun: true };
    expect((await t.client().post('/v1/customers/import', body)).status).toBe(401);
    for (const login of ['operator', 'driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.post('/v1/customers/import', body)).status, login).toBe(403);
    }
  });
});
