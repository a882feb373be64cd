import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let units: { id: number; value: string }[];
let taxes: { id: number; tax: number; isReduced: boolean }[];
let materials: { id: number; name: string }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  units = (await admin.get('/v1/units')).body.units;
  taxes = (await admin.get('/v1/taxes')).body.taxes;
  materials = (await admin.get('/v1/ekokoms')).body.ekokoms;
});
afterAll(() => t.close());

const product = (overrides: Record<string, unknown> = {}) => ({
  code: `TEST-${Math.floor(Math.random() * 1e6)}`,
  name: 'Kontejner na sklo 1,5 m³',
  nameInvoice: 'Kontejner sklo',
  display: true,
  position: 5,
  unit: units.find((unit) => unit.value === 'ks')?.id,
  reverseCharge: false,
  priceWithVAT: false,
  idTaxPrice: taxes.find((tax) => !tax.isReduced)?.id,
  price: 1234.5,
  ekokoms: [{ ekokomId: materials.find((material) => material.name === 'Sklo')?.id, weight: 2.25 }],
  ...overrides,
});

describe('reference lists', () => {
  it('lists units and payment types (translated) to every role', async () => {
    for (const login of ['operator', 'driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.get('/v1/units')).body.units.map((unit: { value: string }) => unit.value)).toContain('m³');
      const types = (await client.get('/v1/payment-types')).body.paymentTypes;
      expect(types.map((type: { title: string }) => type.title)).toEqual(['Převodem', 'Hotově', 'Kartou', 'Dobírkou']);
    }
    admin.extraHeaders['accept-language'] = 'en';
    expect((await admin.get('/v1/payment-types')).body.paymentTypes[0].title).toBe('Bank transfer');
    admin.extraHeaders = {};
    expect((await t.client().get('/v1/units')).status).toBe(401);
  });
});

describe('products', () => {
  it('lists the country’s products in position order, with search over code and name and onlyVisible', async () => {
    const all = (await admin.get('/v1/products')).body.products;
    const positions = all.map((entry: { position: number }) => entry.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all.some((entry: { display: boolean }) => !entry.display)).toBe(true);
    const visible = (await admin.get('/v1/products?onlyVisible=1')).body.products;
    expect(visible.every((entry: { display: boolean }) => entry.display)).toBe(true);
    const byName = (await admin.get(`/v1/products?search=${encodeURIComponent('lapol')}`)).body.products;
    expect(byName.length).toBeGreaterThanOrEqual(3);
    const byCode = (await admin.get('/v1/products?search=pOpN-2')).body.products;
    expect(byCode.map((entry: { code: string }) => entry.code)).toEqual(['POPN-240']);
    expect((await admin.get('/v1/products?search=%25')).body.products).toEqual([]);
    admin.country = 'sk';
    expect((await admin.get('/v1/products')).body.products.length).toBe(5);
    admin.country = undefined;
  });

  it('searches products ignoring accents and case, both ways', async () => {
    const input = product({ name: 'Testovací Šťovík žluťoučký', code: `ČŘ-${Math.floor(Math.random() * 1e6)}` });
    const created = await admin.post('/v1/products', { product: input });
    expect(created.status, created.text).toBe(200);
    for (const search of ['testovaci', 'TESTOVACÍ', 'stovik zlutoucky', 'Žluťoučký', input.code.replace('ČŘ', 'cr')]) {
      const found = (await admin.get(`/v1/products?search=${encodeURIComponent(search)}`)).body.products;
      expect(
        found.map((entry: { id: number }) => entry.id),
        search,
      ).toEqual([created.body.id]);
    }
    expect((await admin.get(`/v1/products?search=${encodeURIComponent('testovaci x')}`)).body.products).toEqual([]);
  });

  it('creates, reads back and updates a product with its packaging materials', async () => {
    const input = product();
    const created = await admin.post('/v1/products', { product: input });
    expect(created.status).toBe(200);
    const listed = (await admin.get(`/v1/products?search=${input.code}`)).body.products;
    expect(listed).toEqual([{ id: created.body.id, ...input, reverseChargeCode: '', lockVersion: 1 }]);
    const updated = await admin.put(`/v1/products/${created.body.id}`, {
      product: { ...input, price: 999, display: false, ekokoms: [], lockVersion: 1 },
    });
    expect(updated.status).toBe(200);
    const reread = (await admin.get(`/v1/products?search=${input.code}`)).body.products[0];
    expect(reread).toMatchObject({ price: 999, display: false, ekokoms: [], lockVersion: 2 });
  });

  it.each([
    [{ code: '' }, { code: 'required' }],
    [{ name: 'x'.repeat(201) }, { name: 'too_long' }],
    [{ price: -1 }, { price: 'too_small' }],
    [{ price: 10.555 }, { price: 'invalid_number' }],
    [{ unit: 9999 }, { unit: 'not_found' }],
    [{ idTaxPrice: 9999 }, { idTaxPrice: 'not_found' }],
    [{ ekokoms: [{ ekokomId: 9999, weight: 1 }] }, { 'ekokoms.0.ekokomId': 'not_found' }],
    [{ ekokoms: [{ ekokomId: 1, weight: 0 }] }, { 'ekokoms.0.weight': 'too_small' }],
    [{ position: -1 }, { position: 'too_small' }],
    // a reverse-charge product names the kód předmětu plnění of its supply (decision 176)
    [{ reverseCharge: true }, { reverseChargeCode: 'required' }],
    [{ reverseCharge: true, reverseChargeCode: '99' }, { reverseChargeCode: 'invalid' }],
  ])('refuses invalid product input (case %#) field by field', async (overrides, fields) => {
    const response = await admin.post('/v1/products', { product: product(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
  });

  it.each(['KON-3', 'kon-3'])('refuses the used code %s with 409 on code', async (code) => {
    const response = await admin.post('/v1/products', { product: product({ code }) });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      message: 'error.already_exists',
      detail: { fields: { code: 'already_used' } },
    });
  });

  it('keeps the kód předmětu plnění of a reverse-charge product only', async () => {
    const scrap = product({ reverseCharge: true, reverseChargeCode: '5' });
    const created = await admin.post('/v1/products', { product: scrap });
    expect(created.status, created.text).toBe(200);
    const [listed] = (await admin.get(`/v1/products?search=${scrap.code}`)).body.products;
    expect(listed).toMatchObject({ reverseCharge: true, reverseChargeCode: '5' });
    const plain = await admin.put(`/v1/products/${created.body.id}`, {
      product: { ...scrap, reverseCharge: false, lockVersion: listed.lockVersion },
    });
    expect(plain.status, plain.text).toBe(200);
    expect((await admin.get(`/v1/products?search=${scrap.code}`)).body.products[0]).toMatchObject({
      reverseCharge: false,
      reverseChargeCode: '',
    });
  });

  it('refuses a tax of another country', async () => {
    admin.country = 'sk';
    const skTaxes = (await admin.get('/v1/taxes')).body.taxes;
    admin.country = undefined;
    const response = await admin.post('/v1/products', { product: product({ idTaxPrice: skTaxes[0].id }) });
    expect(response.body.error.detail.fields).toEqual({ idTaxPrice: 'not_found' });
  });

  it('deletes an unused product and hides a used one', async () => {
    const unused = (await admin.post('/v1/products', { product: product() })).body.id;
    expect((await admin.delete(`/v1/products/${unused}`)).body).toEqual({ id: unused, isHidden: false });
    const used = (await admin.post('/v1/products', { product: product() })).body.id;
    await t.db.execute(
      sql`create table if not exists test_cart (id serial primary key, product_id int references products(id))`,
    );
    await t.db.execute(sql`insert into test_cart (product_id) values (${used})`);
    expect((await admin.delete(`/v1/products/${used}`)).body).toEqual({ id: used, isHidden: true });
    const ids = (await admin.get('/v1/products')).body.products.map((entry: { id: number }) => entry.id);
    expect(ids).not.toContain(used);
    expect(ids).not.toContain(unused);
    expect((await admin.delete(`/v1/products/${used}`)).status).toBe(404);
  });

  it('answers 404 for another country’s product and 403/401 to others', async () => {
    admin.country = 'sk';
    const skProduct = (await admin.get('/v1/products')).body.products[0];
    admin.country = undefined;
    expect(
      (await admin.put(`/v1/products/${skProduct.id}`, { product: { ...product(), lockVersion: 1 } })).status,
    ).toBe(404);
    expect((await admin.delete(`/v1/products/${skProduct.id}`)).status).toBe(404);
    const operator = await t.loginAs('operator');
    expect((await operator.get('/v1/products')).status).toBe(200);
    expect((await operator.post('/v1/products', { product: product() })).status).toBe(403);
    expect((await (await t.loginAs('accountant')).get('/v1/products')).status).toBe(403);
    expect((await t.client().get('/v1/products')).status).toBe(401);
  });
});

describe('taxes', () => {
  it('seeds the legal rates per country', async () => {
    expect(taxes.map(({ tax, isReduced }) => ({ tax, isReduced }))).toEqual([
      { tax: 12, isReduced: true },
      { tax: 21, isReduced: false },
    ]);
    admin.country = 'sk';
    expect((await admin.get('/v1/taxes')).body.taxes.map((tax: { tax: number }) => tax.tax)).toEqual([5, 19, 23]);
    admin.country = undefined;
  });

  it('creates, updates and deletes a rate', async () => {
    const created = await admin.post('/v1/taxes', { tax: 15, isReduced: true });
    expect(created.status).toBe(200);
    expect(
      (await admin.put(`/v1/taxes/${created.body.id}`, { tax: 10.5, isReduced: true, lockVersion: 1 })).status,
    ).toBe(200);
    const listed = (await admin.get('/v1/taxes')).body.taxes;
    expect(listed).toContainEqual({ id: created.body.id, tax: 10.5, isReduced: true, lockVersion: 2 });
    expect((await admin.delete(`/v1/taxes/${created.body.id}`)).status).toBe(200);
    expect((await admin.get('/v1/taxes')).body.taxes.length).toBe(2);
  });

  it('refuses to delete a rate in use with 409', async () => {
    const response = await admin.delete(`/v1/taxes/${taxes[1]?.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.tax_in_use');
  });

  it('validates field by field', async () => {
    const response = await admin.post('/v1/taxes', { tax: 120, isReduced: 'no' });
    expect(response.body.error.detail.fields).toEqual({ tax: 'too_big', isReduced: 'invalid_type' });
    expect((await admin.post('/v1/taxes', {})).body.error.detail.fields).toEqual({
      tax: 'required',
      isReduced: 'required',
    });
    expect((await admin.put('/v1/taxes/99999', { tax: 1, isReduced: false, lockVersion: 1 })).status).toBe(404);
    expect((await admin.delete('/v1/taxes/99999')).status).toBe(404);
  });

  it('lets every role read and only administrators change', async () => {
    expect((await (await t.loginAs('accountant')).get('/v1/taxes')).status).toBe(200);
    for (const login of ['operator', 'driver', 'accountant']) {
      expect((await (await t.loginAs(login)).post('/v1/taxes', { tax: 1, isReduced: false })).status).toBe(403);
    }
  });
});

describe('ekokoms', () => {
  it('lists the seeded materials and creates, renames and deletes one', async () => {
    expect(materials.map((material) => material.name)).toContain('Nápojový kartón a kompozity');
    const created = await admin.post('/v1/ekokoms', { ekokom: { name: 'Textil' } });
    expect(created.status).toBe(200);
    await admin.put(`/v1/ekokoms/${created.body.id}`, { ekokom: { name: 'Textilní obaly', lockVersion: 1 } });
    expect((await admin.get('/v1/ekokoms')).body.ekokoms).toContainEqual({
      id: created.body.id,
      name: 'Textilní obaly',
      lockVersion: 2,
    });
    expect((await admin.delete(`/v1/ekokoms/${created.body.id}`)).status).toBe(200);
  });

  it('refuses deleting a material a product lists (409) and bad input', async () => {
    const glass = materials.find((material) => material.name === 'Plasty');
    const response = await admin.delete(`/v1/ekokoms/${glass?.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.ekokom_in_use');
    expect((await admin.post('/v1/ekokoms', { ekokom: { name: ' ' } })).body.error.detail.fields).toEqual({
      name: 'required',
    });
    expect((await admin.put('/v1/ekokoms/99999', { ekokom: { name: 'x', lockVersion: 1 } })).status).toBe(404);
    expect((await (await t.loginAs('operator')).get('/v1/ekokoms')).status).toBe(403);
  });
});

describe('offer settings', () => {
  it('lists prices by type and ratings, and saves each', async () => {
    const settings = (await admin.get('/v1/offer-settings')).body;
    expect(settings.offerPrices.map((price: { type: string }) => price.type)).toEqual([
      'application',
      'lapol_p2',
      'lapol_t',
    ]);
    expect(settings.offerRatings.map((rating: { stars: number }) => rating.stars)).toEqual([0, 1, 2, 3]);
    const saved = await admin.put('/v1/offer-settings/price/lapol_t', {
      priceWithoutVat: 4200,
      taxId: taxes[0]?.id,
      lockVersion: 1,
    });
    expect(saved.body.offerPrices[2]).toEqual({
      type: 'lapol_t',
      priceWithoutVat: 4200,
      taxId: taxes[0]?.id,
      lockVersion: 2,
    });
    const rating = settings.offerRatings[2];
    const rated = await admin.put(`/v1/offer-settings/rating/${rating.id}`, {
      stars: 2,
      priceFrom: 18000,
      lockVersion: 1,
    });
    expect(rated.body.offerRatings[2]).toEqual({ id: rating.id, stars: 2, priceFrom: 18000, lockVersion: 2 });
    expect((await (await t.loginAs('operator')).get('/v1/offer-settings')).body.offerPrices[2].priceWithoutVat).toBe(
      4200,
    );
  });

  it('validates field by field and refuses other roles', async () => {
    const badPrice = await admin.put('/v1/offer-settings/price/lapol_t', {
      priceWithoutVat: -5,
      taxId: 99999,
      lockVersion: 1,
    });
    expect(badPrice.body.error.detail.fields).toEqual({ priceWithoutVat: 'too_small' });
    const badTax = await admin.put('/v1/offer-settings/price/lapol_t', {
      priceWithoutVat: 5,
      taxId: 99999,
      lockVersion: 1,
    });
    expect(badTax.body.error.detail.fields).toEqual({ taxId: 'not_found' });
    const badType = await admin.put('/v1/offer-settings/price/other', { priceWithoutVat: 5, taxId: 1, lockVersion: 1 });
    expect(badType.body.error.detail.fields).toEqual({ type: 'invalid' });
    const badRating = await admin.put('/v1/offer-settings/rating/1', { stars: 4, priceFrom: -1, lockVersion: 1 });
    expect(badRating.body.error.detail.fields).toEqual({ stars: 'too_big', priceFrom: 'too_small' });
    expect(
      (await admin.put('/v1/offer-settings/rating/99999', { stars: 1, priceFrom: 1, lockVersion: 1 })).status,
    ).toBe(404);
    expect(
      (await (await t.loginAs('operator')).put('/v1/offer-settings/rating/1', { stars: 1, priceFrom: 1 })).status,
    ).toBe(403);
    expect((await (await t.loginAs('driver')).get('/v1/offer-settings')).status).toBe(403);
  });
});

describe('POST /v1/prices/calculate-prices', () => {
  it('prices lines with the money rules and the country’s rates', async () => {
    const standard = taxes.find((tax) => !tax.isReduced)?.id;
    const reduced = taxes.find((tax) => tax.isReduced)?.id;
    const response = await (await t.loginAs('driver')).post('/v1/prices/calculate-prices', {
      prices: [
        { pricePerUnitWithoutVat: 1990, sale: 0, amount: 2, taxId: standard },
        { pricePerUnitWithoutVat: 0.5, sale: 0, amount: 1, taxId: standard },
        { pricePerUnitWithoutVat: 1234.5, sale: 12.5, amount: 2.675, taxId: reduced },
        { pricePerUnitWithoutVat: 5490, sale: 100, amount: 3, taxId: standard },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.prices).toEqual([
      { priceWithoutVat: 3980, priceWithVat: 4815.8 },
      { priceWithoutVat: 0.5, priceWithVat: 0.61 },
      { priceWithoutVat: 2889.5, priceWithVat: 3236.24 },
      { priceWithoutVat: 0, priceWithVat: 0 },
    ]);
  });

  it('validates each line field by field', async () => {
    const response = await admin.post('/v1/prices/calculate-prices', {
      prices: [{ pricePerUnitWithoutVat: 1.234, sale: 101, amount: 'two', taxId: 0 }],
    });
    expect(response.body.error.detail.fields).toEqual({
      '0.pricePerUnitWithoutVat': 'invalid_number',
      '0.sale': 'too_big',
      '0.amount': 'invalid_number',
      '0.taxId': 'too_small',
    });
    const unknownTax = await admin.post('/v1/prices/calculate-prices', {
      prices: [{ pricePerUnitWithoutVat: 1, sale: 0, amount: 1, taxId: 99999 }],
    });
    expect(unknownTax.body.error.detail.fields).toEqual({ '0.taxId': 'not_found' });
    expect((await (await t.loginAs('accountant')).post('/v1/prices/calculate-prices', { prices: [] })).status).toBe(
      403,
    );
    expect((await t.client().post('/v1/prices/calculate-prices', { prices: [] })).status).toBe(401);
  });
});
