import { CUSTOMER_COUNT_LIMIT } from '@bo/contract/customers/list-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { listCustomerRows } from '../src/services/customers/list-customers';
import { customerListConditions } from '../src/services/customers/list-filter';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, districtIdOf, idsOf, uniqueWord, userIdOf } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
/** rules §5: filter years run to next year. */
const NEXT_YEAR = new Date().getFullYear() + 1;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
});
afterAll(() => t.close());

const list = (client: ApiClient, query: Record<string, string | number>) =>
  client.get(`/v1/customers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

describe('GET /v1/customers columns', () => {
  it('shows the delivery address, district, operator, first two contacts and the latest note', async () => {
    const word = uniqueWord();
    const operatorId = await userIdOf(t, 'operator');
    const districtId = await districtIdOf(t, 'Plzeň-město');
    const id = await createCustomer(admin, {
      operatorId,
      deliveryAddress: { company: `Pila ${word}`, street: 'Husova', cp: '7', psc: '30100', city: 'Plzeň', districtId },
    });
    await admin.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ name: 'Jan Novák', phone: '777 123 456' }, { name: 'Eva Malá' }, { name: 'Třetí Kontakt' }],
    });
    await operator.post(`/v1/customers/${id}/notes`, { note: { note: 'starší poznámka' } });
    await admin.post(`/v1/customers/${id}/notes`, { note: { note: 'nejnovější poznámka' } });

    const response = await list(operator, { search: word });
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({ page: 1, pageCount: 1, totalCount: 1, totalCountCapped: false });
    const [row] = response.body.customers;
    expect(row).toMatchObject({
      id,
      deliveryAddress: { company: `Pila ${word}`, street: 'Husova', cp: '7', psc: '30100', city: 'Plzeň' },
      districtId,
      district: 'Plzeň-město',
      operatorId,
      operatorName: 'Jana Nováková',
      latestNote: { note: 'nejnovější poznámka', userName: 'Petr', userSurname: 'Dvořák' },
      nextCall: null,
      nextCallColor: 2,
    });
    expect(row.contacts.map((contact: { name: string }) => contact.name)).toEqual(['Jan Novák', 'Eva Malá']);
    expect(row.contacts[0]).toMatchObject({ phone: '777 123 456', normalizedPhone: '+420777123456' });
  });

  it('answers an empty page for no match', async () => {
    const response = await list(operator, { search: uniqueWord() });
    expect(response.body).toEqual({
      customers: [],
      pagination: { page: 1, pageCount: 0, totalCount: 0, totalCountCapped: false },
    });
  });
});

describe('the page on the wire', () => {
  it('goes out compressed in one piece, as the browser asks: brotli or gzip with its length, or plain', async () => {
    const plainClient = await t.loginAs('operator');
    plainClient.extraHeaders['accept-encoding'] = 'identity';
    const plain = await list(plainClient, { page: 1 });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.customers).toHaveLength(50);
    for (const encoding of ['br', 'gzip']) {
      operator.extraHeaders['accept-encoding'] = encoding;
      const packed = await list(operator, { page: 1 });
      delete operator.extraHeaders['accept-encoding'];
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      // compressed in one call (decision 211): its length known, not sent in chunks
      expect(Number(packed.headers.get('content-length'))).toBeGreaterThan(0);
      expect(Number(packed.headers.get('content-length'))).toBeLessThan(plain.text.length / 3);
      expect(packed.body).toEqual(plain.body);
    }
  });
});

describe('search', () => {
  let word: string;
  let id: number;
  beforeAll(async () => {
    word = uniqueWord();
    id = await createCustomer(admin, {
      email: `${word}@firma.cz`,
      deliveryAddress: {
        company: `Žluťoučký kůň ${word}`,
        street: 'Škroupova',
        cp: '1472/11',
        psc: '301 00',
        city: 'Plzeň',
        ic: '45274649',
        dic: 'CZ45274649',
      },
      billingAddress: { ic: '45274649', dic: 'CZ45274649' },
    });
    await admin.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ name: 'Řehoř Šťastný', phone: '606 555 444', email: 'rehor@example.cz' }],
    });
  });

  it.each([
    ['company without diacritics', 'zlutoucky kun'],
    ['company in capitals', 'ŽLUŤOUČKÝ'],
    ['town without diacritics', 'Plzen'],
    ['street', 'skroupova'],
    ['house number', '1472/11'],
    ['PSČ', '30100'],
    ['IČ', '45274649'],
    ['DIČ', 'cz45274649'],
    ['contact name without diacritics', 'rehor stastny'],
    ['phone as typed', '606 555 444'],
    ['phone international', '+420606555444'],
    ['contact e-mail', 'rehor@example'],
  ])('finds the customer by %s', async (_label, text) => {
    const response = await list(operator, { search: `${word} ${text}` });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([id]);
  });

  it('needs every word and takes wildcards literally', async () => {
    expect((await list(operator, { search: `${word} Brno` })).body.customers).toEqual([]);
    expect((await list(operator, { search: `${word} %` })).body.customers).toEqual([]);
    expect((await list(operator, { search: `${word.slice(0, 3)}_${word.slice(4)}` })).body.customers).toEqual([]);
  });

  it('finds "Plzeň" among the demo customers by "Plzen"', async () => {
    const response = await list(operator, { search: 'Plzen' });
    expect(response.body.pagination.totalCount).toBeGreaterThan(0);
    const cities = response.body.customers.map(
      (row: { deliveryAddress: { city: string } }) => row.deliveryAddress.city,
    );
    expect(cities).toContain('Plzeň');
  });
});

describe('filters', () => {
  const word = uniqueWord();
  const ids: Record<string, number> = {};
  let operatorId: number;
  let operator2Id: number;
  let districtId: number;

  beforeAll(async () => {
    operatorId = await userIdOf(t, 'operator');
    operator2Id = await userIdOf(t, 'operator2');
    districtId = await districtIdOf(t, 'Kladno');
    ids.a = await createCustomer(admin, {
      operatorId,
      nextCall: `${NEXT_YEAR}-03-15T09:00:00.000Z`,
      deliveryAddress: {
        company: `Alfa ${word}`,
        street: 'Dlouhá',
        cp: '101',
        psc: '27201',
        city: 'Kladno',
        districtId,
        ic: '25596641',
        dic: 'CZ25596641',
      },
    });
    ids.b = await createCustomer(admin, {
      operatorId: operator2Id,
      nextCall: `${NEXT_YEAR}-04-02T09:00:00.000Z`,
      deliveryAddress: {
        company: `Beta ${word}`,
        street: 'Krátká',
        cp: '202',
        psc: '26601',
        city: 'Beroun',
        ic: '00006947',
        dic: '',
      },
    });
    ids.c = await createCustomer(admin, {
      operatorId,
      deliveryAddress: {
        company: `Gama ${word}`,
        street: 'Dlouhá',
        cp: '303',
        psc: '26601',
        city: 'Beroun',
        ic: '',
        dic: '',
      },
    });
    await admin.put(`/v1/customers/${ids.a}/contacts`, {
      contacts: [{ name: 'Josef Dušek', phone: '731 222 333', email: 'dusek@alfa.cz' }],
    });
    await admin.put(`/v1/customers/${ids.b}/contacts`, {
      contacts: [{ name: 'Marie Dušková', phone: '+420 602 111 000', email: 'maria@beta.cz' }],
    });
    // applications come with their own issue; rows inserted directly so the list filters have data
    await t.db.execute(sql`insert into customer_applications
      (customer_id, country_code, application_date, application_real_date, delivery_note_number) values
      (${ids.a}, 'cz', '2024-05-10', '2024-05-12', 910001),
      (${ids.b}, 'cz', '2024-06-20', null, null),
      (${ids.c}, 'cz', '2023-05-10', '2024-06-01', 910002)`);
  });

  const expectIds = async (query: Record<string, string | number>, expected: string[]) => {
    const response = await list(operator, { search: word, ...query });
    expect(response.status, response.text).toBe(200);
    expect(idsOf(response.body), JSON.stringify(query)).toEqual(expected.map((key) => ids[key]).sort());
  };

  it.each([
    [{}, ['a', 'b', 'c']],
    [{ operatorId: 'OP' }, ['a', 'c']],
    [{ districtId: 'DISTRICT' }, ['a']],
    [{ company: 'alfa' }, ['a']],
    [{ street: 'dlouha' }, ['a', 'c']],
    [{ cp: '202' }, ['b']],
    [{ psc: '266 01' }, ['b', 'c']],
    [{ city: 'beroun' }, ['b', 'c']],
    [{ ic: '00006947' }, ['b']],
    [{ dic: 'CZ25596641' }, ['a']],
    [{ contactName: 'dusek' }, ['a']],
    [{ contactName: 'Dušková' }, ['b']],
    [{ contactPhone: '731222333' }, ['a']],
    [{ contactPhone: '602 111' }, ['b']],
    [{ contactEmail: '@beta.cz' }, ['b']],
    [{ nextCallYear: NEXT_YEAR }, ['a', 'b']],
    [{ nextCallMonth: 3, nextCallYear: NEXT_YEAR }, ['a']],
    [{ nextCallMonth: 3, nextCallYear: NEXT_YEAR - 1 }, []],
    [{ nextCallMonth: 4 }, ['b']],
    [{ deliveryNoteNumber: 910002 }, ['c']],
    [{ applicationDate: '2024-06-20' }, ['b']],
    [{ applicationRealDate: '2024-05-12' }, ['a']],
    [{ applicationYear: 2024 }, ['a', 'b']],
    [{ applicationMonth: 5 }, ['a', 'c']],
    [{ applicationMonth: 5, applicationYear: 2024 }, ['a']],
    [{ applicationRealYear: 2024, applicationRealMonth: 6 }, ['c']],
    [{ applicationRealMonth: 5 }, ['a']],
  ])('filters by %o', async (query, expected) => {
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value === 'OP' ? operatorId : value === 'DISTRICT' ? districtId : value,
      ]),
    );
    await expectIds(resolved, expected);
  });

  it('finds a contact by its new name once renamed, and no longer by the old one', async () => {
    const created = await admin.put(`/v1/customers/${ids.c}/contacts`, {
      contacts: [
        { name: 'Petr Šťastný', phone: '', email: '' },
        { name: 'Eva Malá', phone: '', email: '' },
      ],
    });
    expect(created.status, created.text).toBe(200);
    await expectIds({ contactName: 'stastny' }, ['c']);
    await expectIds({ contactName: 'petr mala' }, []);
    type Slot = { id: number | null; lockVersion: number | null; name: string; phone: string; email: string };
    const stored = (await admin.get(`/v1/customers/${ids.c}/contacts`)).body.contacts as Slot[];
    const saved = stored
      .filter((contact) => contact.id !== null)
      .map(({ id, lockVersion, name, phone, email }) => ({ id, lockVersion, name, phone, email }));
    const renamed = await admin.put(`/v1/customers/${ids.c}/contacts`, {
      contacts: saved.map((contact) =>
        contact.name === 'Petr Šťastný' ? { ...contact, name: 'Petr Veselý' } : contact,
      ),
    });
    expect(renamed.status, renamed.text).toBe(200);
    await expectIds({ contactName: 'stastny' }, []);
    await expectIds({ contactName: 'Veselý' }, ['c']);
  });

  it('ignores filters left empty', async () => {
    const empty = 'operatorId=&districtId=&applicationDate=&nextCallYear=&colors=&company=&page=';
    const response = await operator.get(`/v1/customers?search=${word}&${empty}`);
    expect(response.status, response.text).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.a, ids.b, ids.c].sort());
  });

  it('combines filters (all must hold, application filters on one application)', async () => {
    await expectIds({ operatorId, street: 'Dlouhá', city: 'Kladno' }, ['a']);
    await expectIds({ operatorId, applicationYear: 2024 }, ['a']);
    await expectIds({ contactName: 'Dušek', contactEmail: 'beta' }, []);
    // the words of a contact name in one and the same contact
    await expectIds({ contactName: 'josef dusek' }, ['a']);
    await expectIds({ contactName: 'marie dusek' }, []);
    await expectIds({ deliveryNoteNumber: 910001, applicationDate: '2024-05-10' }, ['a']);
    await expectIds({ deliveryNoteNumber: 910001, applicationDate: '2024-06-20' }, []);
    await expectIds({ city: 'Beroun', operatorId: operator2Id, contactPhone: '602111000' }, ['b']);
  });
});

describe('next-call colours', () => {
  const word = uniqueWord();
  const at: Record<string, number> = {};
  beforeAll(async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    /** Noon in Prague (either offset keeps it the same day), `days` calendar days from today. */
    const pragueNoon = (days: number) => {
      const [year = 0, month = 1, date = 1] = today.split('-').map(Number);
      const day = new Date(Date.UTC(year, month - 1, date + days));
      return new Date(`${day.toISOString().slice(0, 10)}T12:00:00+01:00`).toISOString();
    };
    // the day around each boundary: yesterday and today (red), tomorrow (first green), day +60 (59
    // days left, green), day +61 (60 days left, white), and no call planned
    const plan: [string, number | null][] = [
      ['minus1', -1],
      ['today', 0],
      ['zero', 1],
      ['d59', 60],
      ['d60', 61],
      ['none', null],
    ];
    for (const [key, days] of plan) {
      at[key] = await createCustomer(admin, {
        nextCall: days === null ? null : pragueNoon(days),
        deliveryAddress: { company: `${key} ${word}` },
      });
    }
  });

  const colorsOf = async (query: Record<string, string | number>) => {
    const response = await list(operator, { search: word, ...query });
    expect(response.status, response.text).toBe(200);
    return Object.fromEntries(
      response.body.customers.map((row: { id: number; nextCallColor: number }) => [
        Object.keys(at).find((key) => at[key] === row.id),
        row.nextCallColor,
      ]),
    );
  };

  it('colours rows red today and before, green from tomorrow (0 days left) to 59, white from 60 and without a call', async () => {
    expect(await colorsOf({})).toEqual({ minus1: 1, today: 1, zero: 3, d59: 3, d60: 2, none: 2 });
  });

  it.each([
    [{ colors: '1' }, ['minus1', 'today']],
    [{ colors: '3' }, ['zero', 'd59']],
    [{ colors: '2' }, ['d60', 'none']],
    [{ colors: '1,2' }, ['minus1', 'today', 'd60', 'none']],
    [{ colors: '1,2,3' }, ['minus1', 'today', 'zero', 'd59', 'd60', 'none']],
    [{ nextCallInDaysTo: -1 }, ['minus1', 'today']],
    [{ nextCallInDaysTo: -2 }, ['minus1']],
    [{ nextCallInDaysFrom: 0, nextCallInDaysTo: 59 }, ['zero', 'd59']],
    [{ nextCallInDaysFrom: 60 }, ['d60', 'none']],
    [{ nextCallInDaysFrom: 0, nextCallInDaysTo: 0 }, ['zero']],
    [{ nextCallInDaysFrom: 59, nextCallInDaysTo: 60 }, ['d59', 'd60']],
    [{ colors: '3', nextCallInDaysTo: 10 }, ['zero']],
  ])('filters %o', async (query, expected) => {
    expect(Object.keys(await colorsOf(query)).sort()).toEqual([...expected].sort());
  });

  it('accepts repeated colors parameters', async () => {
    const response = await operator.get(`/v1/customers?search=${word}&colors=1&colors=3`);
    expect(response.body.pagination.totalCount).toBe(4);
  });
});

describe('pagination', () => {
  const word = uniqueWord();
  let created: number[] = [];
  beforeAll(async () => {
    const rows = Array.from(
      { length: 120 },
      (_, index) => sql`('cz', ${`Stránka ${index} ${word}`}, ${`stranka ${index} ${word}`})`,
    );
    const result = (await t.db.execute(
      sql`insert into customers (country_code, delivery_company, search_text) values ${sql.join(rows, sql`, `)} returning id`,
    )) as unknown as { rows: { id: number }[] };
    created = result.rows.map((row) => row.id).sort((x, y) => y - x);
  });

  it('pages 50 at a time, newest first, with the total count', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(operator, { search: word, page })));
    expect(pages.map((page) => page.body.customers.length)).toEqual([50, 50, 20, 0]);
    for (const [index, page] of pages.entries()) {
      expect(page.body.pagination).toEqual({ page: index + 1, pageCount: 3, totalCount: 120, totalCountCapped: false });
    }
    const seen = pages.flatMap((page) => page.body.customers.map((row: { id: number }) => row.id));
    expect(seen).toEqual(created);
  });
});

describe('country, roles and bad input', () => {
  it('lists only the customers of the request country', async () => {
    const word = uniqueWord();
    const skId = await createSlovakCustomer(t, { deliveryAddress: { company: `Slovenská ${word}` } });
    expect((await list(admin, { search: word })).body.customers).toEqual([]);
    const sk = await t.loginAs('admin');
    sk.country = 'sk';
    expect(idsOf((await list(sk, { search: word })).body)).toEqual([skId]);
  });

  it('answers 401 logged out and 403 to drivers and accountants', async () => {
    expect((await t.client().get('/v1/customers')).status).toBe(401);
    for (const login of ['driver', 'accountant']) {
      const response = await (await t.loginAs(login)).get('/v1/customers');
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('error.forbidden');
    }
    expect((await (await t.loginAs('admin2')).get('/v1/customers')).status).toBe(200);
  });

  it.each([
    ['page=0', { page: 'too_small' }],
    ['page=abc', { page: 'invalid_number' }],
    ['colors=4', { 'colors.0': 'too_big' }],
    ['colors=red', { 'colors.0': 'invalid_number' }],
    ['operatorId=abc', { operatorId: 'invalid_number' }],
    ['districtId=1.5', { districtId: 'invalid_number' }],
    ['applicationDate=2024-13-01', { applicationDate: 'invalid_date' }],
    ['applicationRealDate=yesterday', { applicationRealDate: 'invalid_date' }],
    ['nextCallMonth=13', { nextCallMonth: 'too_big' }],
    ['nextCallYear=2004', { nextCallYear: 'too_small' }],
    [`applicationYear=${new Date().getFullYear() + 2}`, { applicationYear: 'too_big' }],
    ['nextCallInDaysFrom=x', { nextCallInDaysFrom: 'invalid_number' }],
    [`search=${'x'.repeat(201)}`, { search: 'too_long' }],
  ])('refuses %s with its field error', async (query, fields) => {
    const response = await operator.get(`/v1/customers?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });
});

/** decision 198: a broad filter's count stops at CUSTOMER_COUNT_LIMIT; the unfiltered list keeps its exact total. */
describe('counts and late pages of a large list', () => {
  const word = uniqueWord();
  /** past the count's limit, and enough for pages found from anchors (past ANCHOR_FROM_OFFSET) */
  const BULK = Math.max(CUSTOMER_COUNT_LIMIT + 7, 5_000);
  const countryCount = async (country = 'cz') => {
    const [row] = (
      (await t.db.execute(
        sql`select count(*)::int as count from customers where country_code = ${country}`,
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    return Number(row?.count);
  };
  /** The unfiltered list's page as an offset over every customer would give it. */
  const expectedPage = async (page: number) =>
    (
      (await t.db.execute(
        sql`select id from customers where country_code = 'cz' order by id desc limit 50 offset ${(page - 1) * 50}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    await t.db.execute(sql`
      insert into customers (country_code, delivery_company, search_text)
      select 'cz', 'Hromadná ' || g || ' ' || ${word}, 'hromadna ' || g || ' ' || ${word}
      from generate_series(1, ${BULK}) g`);
  });

  it('says "more than" past the limit, with the pages of the limit', async () => {
    const response = await list(operator, { search: word });
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({
      page: 1,
      pageCount: CUSTOMER_COUNT_LIMIT / 50,
      totalCount: CUSTOMER_COUNT_LIMIT,
      totalCountCapped: true,
    });
    expect(response.body.customers[0].deliveryAddress.company).toBe(`Hromadná ${BULK} ${word}`);
  });

  it('counts exactly up to the limit', async () => {
    const response = await list(operator, { search: `${word} hromadna 10` });
    // every word anywhere in the search text: those numbered …10…, a few dozen
    const [row] = (
      (await t.db.execute(
        sql`select count(*)::int as count from customers
          where search_text like ${`%${word}%`} and search_text like '%hromadna%' and search_text like '%10%'`,
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    expect(Number(row?.count)).toBeGreaterThan(20);
    expect(response.body.pagination).toMatchObject({ totalCount: Number(row?.count), totalCountCapped: false });
  });

  it('gives the pages of a filter as the whole filtered list would, found among the newest, by id or by the walk', async () => {
    // decision 206: a page among the newest customers when it is whole there, else by the matches' ids (up to 1,000),
    // else by walking every customer; a small window makes each of the three answer some of these pages
    const filters = [{ search: word }, { search: `${word} hromadna 10` }, { search: `${word} hromadna 7` }];
    for (const filter of filters) {
      const where = customerListConditions(filter, 'cz', new Date());
      const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from customers c where ${where}`,
      );
      for (const page of [1, 2, 7, 20, 21]) {
        const expected = await queryRows<{ id: number }>(
          t.db,
          sql`select c.id from customers c where ${where} order by c.id desc limit 50 offset ${(page - 1) * 50}`,
        );
        for (const newestWindow of [10, 300, 20_000]) {
          const listed = await listCustomerRows(t.db, { countryCode: 'cz', filter, page, newestWindow });
          expect(listed.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
          expect(listed).toMatchObject({
            totalCount: Math.min(count, CUSTOMER_COUNT_LIMIT),
            isCapped: count > CUSTOMER_COUNT_LIMIT,
          });
        }
      }
    }
  });

  it('keeps the exact total of the unfiltered list as customers are added, deleted and moved', async () => {
    const total = async () => (await list(admin, {})).body.pagination;
    expect(await total()).toMatchObject({ totalCount: await countryCount(), totalCountCapped: false });
    const id = await createCustomer(admin, { deliveryAddress: { company: `Nový ${word}` } });
    expect((await total()).totalCount).toBe(await countryCount());
    await t.db.execute(sql`update customers set country_code = 'sk' where id = ${id}`);
    expect((await total()).totalCount).toBe(await countryCount());
    const sk = await t.loginAs('admin');
    sk.country = 'sk';
    expect((await list(sk, {})).body.pagination.totalCount).toBe(await countryCount('sk'));
    await t.db.execute(sql`delete from customers where id = ${id}`);
    expect((await list(sk, {})).body.pagination.totalCount).toBe(await countryCount('sk'));
    expect((await total()).totalCount).toBe(await countryCount());
  });

  it('shows the same late pages as an offset would, also after customers are added and deleted', async () => {
    const late = [60, 61, 100, Math.ceil((await countryCount()) / 50)];
    // the page's rows in the list's own order, newest first
    const pagesNow = async () =>
      Promise.all(
        late.map(async (page) =>
          (await list(admin, { page })).body.customers.map((customer: { id: number }) => customer.id),
        ),
      );
    expect(await pagesNow()).toEqual(await Promise.all(late.map(expectedPage)));
    // three new customers shift every page by three rows
    for (const index of [1, 2, 3])
      await createCustomer(admin, { deliveryAddress: { company: `Posun ${index} ${word}` } });
    expect(await pagesNow()).toEqual(await Promise.all(late.map(expectedPage)));
    // a customer gone from the middle: the pages are found anew
    await t.db.execute(sql`delete from customers where id = (
      select id from customers where country_code = 'cz' order by id desc offset 3500 limit 1)`);
    expect(await pagesNow()).toEqual(await Promise.all(late.map(expectedPage)));
    // past the end: no rows
    expect((await list(admin, { page: 5000 })).body.customers).toEqual([]);
  });
});
