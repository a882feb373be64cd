import { recalculateLine } from '@bo/contract/cart/cart';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import { samples } from './helpers/sample-files';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const setOfferV2 = async (enabled: boolean) => {
  await t.db.execute(sql`update configurations set enable_offer_v2 = ${enabled} where country_code = 'cz'`);
};

const application = (overrides: Record<string, unknown> = {}) => ({
  applicationQuantity: 2.5,
  warranty: '24 měsíců',
  sale: 10,
  name: 'Zkušební firma',
  email: 'nakup@example.cz',
  emailCopy: '',
  emailSubject: 'Nabídka aplikace',
  emailText: 'Dobrý den, posíláme nabídku.',
  userFiles: [],
  ...overrides,
});

const createOffer = async (client: ApiClient, customerId: number, body: Record<string, unknown> = {}) => {
  const response = await client.post(`/v1/customers/${customerId}/offers`, { customerOffer: body });
  if (response.status !== 200) throw new Error(`create offer: ${response.status} ${response.text}`);
  return response.body.id as number;
};

type Product = { id: number; name: string; price: number; priceWithVAT: boolean; idTaxPrice: number };
const visibleProducts = async (): Promise<Product[]> =>
  rows<Product>(
    sql`select id, name, price::float8 as price, price_with_vat as "priceWithVAT", tax_id as "idTaxPrice"
      from products where country_code = 'cz' and hidden_at is null order by id limit 3`,
  );

describe('offers of a customer', () => {
  it('creates a version 2 offer, lists it newest first, reads, saves and deletes it', async () => {
    await setOfferV2(true);
    const id = await createCustomer(admin, { email: 'info@firma.cz', emailCopy: 'kopie@firma.cz' });
    expect((await operator.get(`/v1/customers/${id}/offers`)).body).toEqual({ customerOffers: [] });

    const template = (await operator.get(`/v1/customers/${id}/offers/new`)).body.customerOffer;
    expect(template).toMatchObject({ id: 0, version: 2, lapol: null, lockVersion: 0 });
    expect(template.application).toMatchObject({ email: 'info@firma.cz', emailCopy: 'kopie@firma.cz' });

    const created = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: { application: template.application },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.flashMessages).toEqual([{ message: 'message.offer_created', severity: 'success' }]);
    const second = await createOffer(admin, id, {});

    const list = (await operator.get(`/v1/customers/${id}/offers`)).body.customerOffers;
    expect(list.map((offer: { id: number }) => offer.id)).toEqual([second, created.body.id]);

    const offer = (await operator.get(`/v1/customers/${id}/offers/${created.body.id}`)).body.customerOffer;
    expect(offer).toMatchObject({
      id: created.body.id,
      customerId: id,
      version: 2,
      operatorId: await userIdOf(t, 'operator'),
      nextCallDate: null,
      htmlOfferDateCreated: null,
      htmlOfferLastView: null,
      lockVersion: 1,
    });

    // the version stays even when the configuration changes
    await setOfferV2(false);
    const saved = await operator.put(`/v1/customers/${id}/offers/${offer.id}`, {
      customerOffer: {
        application: application(),
        nextCallDate: '2031-03-04',
        nextCallTime: '09:30',
        lockVersion: 1,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.customerOffer).toMatchObject({
      version: 2,
      nextCallDate: '2031-03-04',
      nextCallTime: '09:30',
      lockVersion: 2,
      // version 2 keeps only the e-mail content
      application: { emailSubject: 'Nabídka aplikace', applicationQuantity: null, warranty: '' },
    });
    const [customer] = await rows<{ next_call: string }>(
      sql`select to_char(next_call at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as next_call from customers where id = ${id}`,
    );
    expect(customer?.next_call).toBe('2031-03-04 08:30');

    const stale = await operator.put(`/v1/customers/${id}/offers/${offer.id}`, {
      customerOffer: { application: application(), lockVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');

    const deleted = await operator.delete(`/v1/customers/${id}/offers/${offer.id}`);
    expect(deleted.body).toEqual({ flashMessages: [{ message: 'message.offer_deleted', severity: 'success' }] });
    expect((await operator.get(`/v1/customers/${id}/offers/${offer.id}`)).status).toBe(404);
    await setOfferV2(true);
  });

  it('creates a version 1 offer and saves one part without touching the other', async () => {
    await setOfferV2(false);
    const id = await createCustomer(admin);
    const template = (await operator.get(`/v1/customers/${id}/offers/new`)).body.customerOffer;
    expect(template.version).toBe(1);
    expect(template.lapol).not.toBeNull();
    const offerId = await createOffer(operator, id, {
      application: application(),
      lapol: { ...template.lapol, applicationP2: 3, applicationT: 1.5 },
    });
    const saved = await operator.put(`/v1/customers/${id}/offers/${offerId}/lapol`, {
      customerOffer: { lapol: { applicationP2: 4, emailSubject: 'Lapol' }, lockVersion: 1 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.customerOffer).toMatchObject({
      version: 1,
      lapol: { applicationP2: 4, applicationT: null, emailSubject: 'Lapol' },
      application: { applicationQuantity: 2.5, warranty: '24 měsíců', sale: 10 },
      lockVersion: 2,
    });
    const missing = await operator.put(`/v1/customers/${id}/offers/${offerId}/application`, {
      customerOffer: { lapol: {}, lockVersion: 2 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.detail.fields).toEqual({ application: 'required' });
    await setOfferV2(true);
  });

  it('refuses bad fields with the error shape', async () => {
    const id = await createCustomer(admin);
    const response = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: {
        nextCallDate: '2031-13-40',
        nextCallTime: '25:00',
        application: application({ email: 'nope', applicationQuantity: -1 }),
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('error.validation_failed');
    expect(response.body.error.detail.fields).toMatchObject({
      nextCallTime: 'invalid_time',
      'application.email': 'invalid_email',
      'application.applicationQuantity': 'too_small',
    });
    expect(response.body.error.detail.fields.nextCallDate).toBeDefined();
    expect(response.body.flashMessages).toEqual([{ message: 'error.validation_failed', severity: 'error' }]);
  });

  it('lists the customer’s calls since the offer was created', async () => {
    const id = await createCustomer(admin);
    await t.db.execute(
      sql`insert into customer_contacts (customer_id, name, phone, normalized_phone) values (${id}, 'Jan', '777 123 456', '+420777123456')`,
    );
    await t.db.execute(
      sql`insert into customer_calls (external_id, start_date, direction, phone, normalized_phone) values
        (${`old-${id}`}, now() - interval '2 days', 'in', '777 123 456', '+420777123456')`,
    );
    const offerId = await createOffer(operator, id);
    await t.db.execute(
      sql`insert into customer_calls (external_id, start_date, direction, phone, normalized_phone, duration_seconds) values
        (${`new-${id}`}, now() + interval '1 minute', 'out', '777 123 456', '+420777123456', 125),
        (${`unknown-${id}`}, now() + interval '2 minutes', 'in', '777 123 456', '+420777123456', null)`,
    );
    const response = await operator.get(`/v1/customers/${id}/offers/${offerId}/calls`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      customerOfferCalls: [
        { callLength: null, callDate: expect.any(String), callNumber: '777 123 456' },
        { callLength: 125, callDate: expect.any(String), callNumber: '777 123 456' },
      ],
    });
  });
});

describe('offer cart', () => {
  it('creates a version 2 offer with its cart in one call; a refused line creates nothing', async () => {
    await setOfferV2(true);
    const id = await createCustomer(admin);
    const [first, second] = await visibleProducts();
    if (!first || !second) throw new Error('demo products missing');
    const created = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: {
        application: application({ emailSubject: 'S košíkem' }),
        products: [
          { productId: second.id, amount: 2, sale: 10, position: 1 },
          { productId: first.id, amount: 1, position: 0 },
        ],
      },
    });
    expect(created.status, created.text).toBe(200);
    const cart = (await operator.get(`/v1/customers/${id}/offers/${created.body.id}/products`)).body;
    expect(cart.products.map((line: { productId: number; amount: number }) => [line.productId, line.amount])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    // the cart a new offer's screen loaded (version 1) saves on the created offer
    expect(cart.lockVersion).toBe(1);

    const before = await rows<{ count: number }>(sql`select count(*)::int as count from customer_offers`);
    const refused = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: {
        products: [
          { productId: first.id, amount: 1 },
          { productId: 999_999, amount: 1 },
          { productId: first.id, amount: 2 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      message: 'error.offer_products_update_error',
      detail: { fields: { 'products.1.productId': 'not_available', 'products.2.productId': 'duplicate' } },
    });
    const shape = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: { products: [{ productId: 'x', amount: 1 }] },
    });
    expect(shape.status).toBe(400);
    expect(shape.body.error.detail.fields).toEqual({ 'products.0.productId': 'invalid_number' });
    expect(await rows<{ count: number }>(sql`select count(*)::int as count from customer_offers`)).toEqual(before);

    // a version 1 offer has no cart
    await setOfferV2(false);
    const v1 = await operator.post(`/v1/customers/${id}/offers`, {
      customerOffer: { products: [{ productId: first.id, amount: 1 }] },
    });
    expect(v1.status).toBe(400);
    expect(v1.body.error.detail.fields).toEqual({ products: 'not_available' });
    expect((await operator.post(`/v1/customers/${id}/offers`, { customerOffer: { products: [] } })).status).toBe(200);
    await setOfferV2(true);
  });

  it('replaces the cart with lines the server recomputes from the catalogue', async () => {
    const id = await createCustomer(admin);
    const offerId = await createOffer(operator, id);
    const [first, second] = await visibleProducts();
    if (!first || !second) throw new Error('demo products missing');
    const empty = (await operator.get(`/v1/customers/${id}/offers/${offerId}/products`)).body;
    expect(empty).toEqual({ products: [], lockVersion: 1, isSupplierVatPayer: true });

    const saved = await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      lockVersion: 1,
      products: [
        { productId: second.id, amount: 2, sale: 10, position: 1 },
        { productId: first.id, amount: 1.5, sale: 0, position: 0 },
        { productId: 999_999, amount: 0, sale: 0, position: 2 },
      ].slice(0, 2),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.flashMessages).toEqual([{ message: 'message.offer_products_updated', severity: 'success' }]);
    expect(saved.body.lockVersion).toBe(2);
    expect(saved.body.products.map((line: { productId: number }) => line.productId)).toEqual([first.id, second.id]);
    const taxes = new Map(
      (await rows<{ id: number; tax: number }>(sql`select id, tax::float8 as tax from taxes`)).map((row) => [
        row.id,
        row.tax,
      ]),
    );
    const [line] = saved.body.products;
    const unit = first.priceWithVAT ? line.price : first.price;
    expect(line).toEqual(
      recalculateLine(
        {
          productId: first.id,
          amount: 1.5,
          name: first.name,
          price: unit,
          sale: 0,
          priceWithoutVat: 0,
          priceWithVat: 0,
          taxId: first.idTaxPrice,
          position: 0,
        },
        taxes,
      ),
    );
    expect((await operator.get(`/v1/customers/${id}/offers/${offerId}/products`)).body.products).toEqual(
      saved.body.products,
    );

    // amount 0 drops a line; a stale cart version is a 409
    const dropped = await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      lockVersion: 2,
      products: [{ productId: first.id, amount: 0, sale: 0, position: 0 }],
    });
    expect(dropped.body.products).toEqual([]);
    const stale = await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      lockVersion: 2,
      products: [],
    });
    expect(stale.status).toBe(409);

    const unknown = await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      products: [{ productId: 99_999_999, amount: 1, sale: 0, position: 0 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      message: 'error.offer_products_update_error',
      detail: { fields: { '0.productId': 'not_available' } },
    });
    expect(unknown.body.flashMessages).toEqual([{ message: 'error.offer_products_update_error', severity: 'error' }]);
  });

  it('creates an application from the offer with the cart copied to the company cart', async () => {
    const id = await createCustomer(admin);
    const offerId = await createOffer(operator, id);
    const [first] = await visibleProducts();
    if (!first) throw new Error('demo products missing');
    await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      products: [{ productId: first.id, amount: 3, sale: 5, position: 0 }],
    });
    const created = await operator.post(`/v1/customers/${id}/applications/create-from-offer/${offerId}`, {});
    expect(created.status, created.text).toBe(200);
    const [application] = await rows<{ operator_id: number; is_new: boolean; offer_id: number }>(
      sql`select operator_id, is_new, offer_id from customer_applications where id = ${created.body.id}`,
    );
    expect(application).toEqual({ operator_id: await userIdOf(t, 'operator'), is_new: true, offer_id: offerId });
    const lines = await rows<{ part: string; product_id: number; amount: string }>(
      sql`select part, product_id, amount::text from customer_application_products where application_id = ${created.body.id}`,
    );
    expect(lines).toEqual([{ part: 'company', product_id: first.id, amount: '3.000' }]);
    const again = await operator.post(`/v1/customers/${id}/applications/create-from-offer/${offerId}`, {});
    const [next] = await rows<{ is_new: boolean }>(
      sql`select is_new from customer_applications where id = ${again.body.id}`,
    );
    expect(next?.is_new).toBe(false);
  });
});

describe('offer attachments and videos', () => {
  it('uploads, renames, disables and removes attachments', async () => {
    const id = await createCustomer(admin);
    const offerId = await createOffer(operator, id);
    const upload = await operator.post(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachment: { filename: 'cenik.pdf', content: samples.pdf.toString('base64') },
    });
    expect(upload.status, upload.text).toBe(200);
    expect(upload.body.fileHash).toMatch(/^[0-9a-f]{64}$/);
    const png = await operator.post(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachment: { filename: 'foto.png', content: samples.png.toString('base64') },
    });
    const list = (await operator.get(`/v1/customers/${id}/offers/${offerId}/attachments`)).body.offerAttachments;
    expect(list).toEqual([
      {
        fileHash: upload.body.fileHash,
        fileName: 'cenik.pdf',
        disabled: false,
        detail: null,
        file: { filename: 'cenik.pdf', size: samples.pdf.length },
      },
      expect.objectContaining({ fileHash: png.body.fileHash, fileName: 'foto.png' }),
    ]);
    const updated = await operator.put(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachments: [{ fileHash: upload.body.fileHash, fileName: 'Ceník 2031.pdf', disabled: true }],
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.offerAttachments).toEqual([
      expect.objectContaining({ fileHash: upload.body.fileHash, fileName: 'Ceník 2031.pdf', disabled: true }),
    ]);
    // a version 1 part's uploads are kept apart; a list of the version 2 ones leaves them alone
    const part = await operator.post(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachment: { filename: 'list.pdf', content: samples.pdf.toString('base64'), detail: 'lapol' },
    });
    await operator.put(`/v1/customers/${id}/offers/${offerId}/attachments`, { detail: null, offerAttachments: [] });
    const lapol = (await operator.get(`/v1/customers/${id}/offers/${offerId}/attachments?detail=lapol`)).body;
    expect(lapol.offerAttachments).toEqual([
      expect.objectContaining({ fileHash: part.body.fileHash, fileName: 'list.pdf', detail: 'lapol' }),
    ]);
    expect(
      (await operator.get(`/v1/customers/${id}/offers/${offerId}/attachments`)).body.offerAttachments,
    ).toHaveLength(1);
    const bad = await operator.post(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachment: { filename: 'x.html', content: Buffer.from('<html></html>').toString('base64') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({ content: 'unsupported_file_type' });
    const unknown = await operator.put(`/v1/customers/${id}/offers/${offerId}/attachments`, {
      offerAttachments: [{ fileHash: 'a'.repeat(64), fileName: 'x', disabled: false }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.detail.fields).toEqual({ '0.fileHash': 'not_found' });
  });

  it('removes one attachment (DELETE): version 2’s or a version 1 part’s, its file when unused; 404 and 400 answers', async () => {
    const id = await createCustomer(admin);
    const offerId = await createOffer(operator, id);
    const base = `/v1/customers/${id}/offers/${offerId}/attachments`;
    const upload = async (filename: string, content: Buffer, detail: string | null = null) =>
      (await operator.post(base, { offerAttachment: { filename, content: content.toString('base64'), detail } })).body
        .fileHash as string;
    const pdf = await upload('cenik.pdf', samples.pdf);
    const png = await upload('foto.png', samples.png);
    // the same file as a version 1 part's upload: a row of its own
    await upload('cenik.pdf', samples.pdf, 'application');

    const fileIds = await rows<{ file_id: number; detail: string | null }>(
      sql`select file_id, detail from customer_offer_attachments where offer_id = ${offerId} order by id`,
    );
    const removed = await operator.delete(`${base}/${pdf}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.flashMessages).toEqual([{ message: 'message.offer_attachment_removed', severity: 'success' }]);
    expect(removed.body.offerAttachments.map((item: { fileHash: string; detail: string | null }) => item)).toEqual([
      expect.objectContaining({ fileHash: png, detail: null }),
      expect.objectContaining({ fileHash: pdf, detail: 'application' }),
    ]);
    // each upload stored its file; a file goes with its attachment, others stay
    const stored = async (index: number) =>
      (
        await rows<{ count: number }>(
          sql`select count(*)::int as count from files where id = ${fileIds[index]?.file_id ?? 0}`,
        )
      )[0]?.count;
    expect([await stored(0), await stored(1), await stored(2)]).toEqual([0, 1, 1]);
    expect((await operator.delete(`${base}/${pdf}`)).status).toBe(404);
    const part = await operator.delete(`${base}/${pdf}?detail=application`);
    expect(part.status, part.text).toBe(200);
    expect(part.body.offerAttachments).toEqual([expect.objectContaining({ fileHash: png })]);
    expect([await stored(1), await stored(2)]).toEqual([1, 0]);

    const badHash = await operator.delete(`${base}/not-a-hash`);
    expect(badHash.status).toBe(400);
    expect(badHash.body.error.detail.fields).toEqual({ fileHash: 'invalid' });
    const badDetail = await operator.delete(`${base}/${png}?detail=other`);
    expect(badDetail.status).toBe(400);
    expect(Object.keys(badDetail.body.error.detail.fields)).toEqual(['detail']);
    expect((await operator.delete(`${base}/${'a'.repeat(64)}`)).status).toBe(404);
    // another customer's offer, another country: 404
    const other = await createCustomer(admin);
    expect((await operator.delete(`/v1/customers/${other}/offers/${offerId}/attachments/${png}`)).status).toBe(404);
    admin.country = 'sk';
    expect((await admin.delete(`${base}/${png}`)).status).toBe(404);
    admin.country = undefined;
    expect((await admin.delete(`${base}/${png}`)).status).toBe(200);
  });

  it('starts a new offer’s cart and videos without storing anything', async () => {
    const id = await createCustomer(admin);
    const created = await admin.post('/v1/videos', {
      video: { title: 'Nová nabídka – video', url: 'https://vimeo.com/76979871' },
    });
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from customer_offers`);
    const cart = await operator.get(`/v1/customers/${id}/offers/new/products`);
    expect(cart.status, cart.text).toBe(200);
    expect(cart.body).toEqual({ products: [], lockVersion: 1, isSupplierVatPayer: true });
    const videos = await operator.get(`/v1/customers/${id}/offers/new/videos`);
    expect(videos.status, videos.text).toBe(200);
    expect(videos.body.offerVideos).toContainEqual({
      disabled: false,
      video: { id: created.body.video.id, title: 'Nová nabídka – video' },
    });
    expect(videos.body.offerVideos.every((item: { disabled: boolean }) => !item.disabled)).toBe(true);
    expect(await rows<{ count: number }>(sql`select count(*)::int as count from customer_offers`)).toEqual(before);
    // the first cart save of the offer created from it sends that version
    const offerId = await createOffer(operator, id);
    const [product] = await visibleProducts();
    const saved = await operator.post(`/v1/customers/${id}/offers/${offerId}/products`, {
      products: [{ productId: product?.id, amount: 1 }],
      lockVersion: cart.body.lockVersion,
    });
    expect(saved.status, saved.text).toBe(200);

    const bad = await operator.get('/v1/customers/0/offers/new/products');
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({ id: expect.any(String) });
    const skId = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${skId}/offers/new/products`)).status).toBe(404);
    expect((await admin.get(`/v1/customers/${skId}/offers/new/videos`)).status).toBe(404);
    admin.country = 'sk';
    expect((await admin.get(`/v1/customers/${skId}/offers/new/videos`)).status).toBe(200);
    admin.country = undefined;
  });

  it('manages the video catalogue and the per-offer flags', async () => {
    const created = await admin.post('/v1/videos', {
      video: { title: 'Jak funguje lapol', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.video).toMatchObject({ title: 'Jak funguje lapol', file: null, lockVersion: 1 });
    const mp4 = await admin.post('/v1/videos', {
      video: { title: 'Záznam', file: { filename: 'zaznam.mp4', content: samples.mp4.toString('base64') } },
    });
    expect(mp4.status, mp4.text).toBe(200);
    expect(mp4.body.video.file).toEqual({ filename: 'zaznam.mp4', size: samples.mp4.length });

    const invalid = await admin.post('/v1/videos', { video: { title: 'x', url: 'https://example.com/v.mp4' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.detail.fields).toEqual({ url: 'invalid_video_url' });
    const neither = await admin.post('/v1/videos', { video: { title: 'x' } });
    expect(neither.body.error.detail.fields).toEqual({ url: 'required' });

    const video = created.body.video;
    const renamed = await admin.put(`/v1/videos/${video.id}`, {
      video: { title: 'Lapol krok za krokem', url: video.url, lockVersion: 1 },
    });
    expect(renamed.body.video).toMatchObject({ title: 'Lapol krok za krokem', lockVersion: 2 });
    const stale = await admin.put(`/v1/videos/${video.id}`, { video: { title: 'x', url: video.url, lockVersion: 1 } });
    expect(stale.status).toBe(409);

    const id = await createCustomer(admin);
    const offerId = await createOffer(operator, id);
    const flags = (await operator.get(`/v1/customers/${id}/offers/${offerId}/videos`)).body.offerVideos;
    expect(flags).toContainEqual({ disabled: false, video: { id: video.id, title: 'Lapol krok za krokem' } });
    const put = await operator.put(`/v1/customers/${id}/offers/${offerId}/videos`, {
      offerVideos: [{ disabled: true, video: { id: video.id } }],
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.offerVideos).toContainEqual({
      disabled: true,
      video: { id: video.id, title: 'Lapol krok za krokem' },
    });

    expect((await admin.delete(`/v1/videos/${mp4.body.video.id}`)).status).toBe(200);
    const remaining = (await admin.get('/v1/videos')).body.videos.map((item: { id: number }) => item.id);
    expect(remaining).toContain(video.id);
    expect(remaining).not.toContain(mp4.body.video.id);
  });
});

describe('roles, 404 and country', () => {
  it('refuses drivers and accountants (403) and anonymous callers (401)', async () => {
    const id = await createCustomer(admin);
    const offerId = await createOffer(admin, id);
    const paths = [
      ['get', `/v1/customers/${id}/offers`],
      ['get', `/v1/customers/${id}/offers/new`],
      ['get', `/v1/customers/${id}/offers/new/products`],
      ['get', `/v1/customers/${id}/offers/new/videos`],
      ['delete', `/v1/customers/${id}/offers/${offerId}/attachments/${'a'.repeat(64)}`],
      ['get', `/v1/customers/${id}/offers/${offerId}`],
      ['get', `/v1/customers/${id}/offers/${offerId}/products`],
      ['get', `/v1/customers/${id}/offers/${offerId}/attachments`],
      ['get', `/v1/customers/${id}/offers/${offerId}/videos`],
      ['get', `/v1/customers/${id}/offers/${offerId}/calls`],
      ['delete', `/v1/customers/${id}/offers/${offerId}`],
      ['post', `/v1/customers/${id}/applications/create-from-offer/${offerId}`],
    ] as const;
    for (const login of ['driver', 'accountant']) {
      const client = await t.loginAs(login);
      for (const [method, path] of paths) {
        expect((await client[method](path, {})).status, `${login} ${method} ${path}`).toBe(403);
      }
      expect((await client.get('/v1/videos')).status).toBe(403);
    }
    expect((await operator.get('/v1/videos')).status).toBe(403);
    expect((await operator.post('/v1/videos', { video: { title: 'x', url: '' } })).status).toBe(403);
    for (const [method, path] of paths) {
      expect((await t.client()[method](path, {})).status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect((await t.client().get('/v1/videos')).status).toBe(401);
  });

  it('answers 404 for another customer’s offer and another country’s customer', async () => {
    const id = await createCustomer(admin);
    const other = await createCustomer(admin);
    const foreign = await createOffer(admin, other);
    for (const path of [
      `/v1/customers/${id}/offers/${foreign}`,
      `/v1/customers/${id}/offers/${foreign}/products`,
      `/v1/customers/${id}/offers/${foreign}/attachments`,
      `/v1/customers/${id}/offers/${foreign}/videos`,
      `/v1/customers/${id}/offers/${foreign}/calls`,
    ]) {
      expect((await admin.get(path)).status, path).toBe(404);
    }
    expect(
      (await admin.put(`/v1/customers/${id}/offers/${foreign}`, { customerOffer: { lockVersion: 1 } })).status,
    ).toBe(404);
    expect((await admin.delete(`/v1/customers/${id}/offers/${foreign}`)).status).toBe(404);
    expect((await admin.post(`/v1/customers/${id}/applications/create-from-offer/${foreign}`, {})).status).toBe(404);

    const skId = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${skId}/offers`)).status).toBe(404);
    expect((await admin.post(`/v1/customers/${skId}/offers`, { customerOffer: {} })).status).toBe(404);
    expect((await admin.get(`/v1/customers/${skId}/offers/new`)).status).toBe(404);
  });
});

describe('demo offers', () => {
  it('seeds offers of both versions, carts, attachments, HTML sent and viewed, and videos', async () => {
    const [counts] = await rows<Record<string, number>>(
      sql`select
        (select count(*) from customer_offers where version = 1)::int as v1,
        (select count(*) from customer_offers where version = 2)::int as v2,
        (select count(distinct offer_id) from customer_offer_products)::int as carts,
        (select count(*) from customer_offer_attachments)::int as attachments,
        (select count(*) from customer_offers where html_token is not null)::int as sent,
        (select count(*) from customer_offers where html_offer_last_view is not null)::int as viewed,
        (select count(*) from videos where country_code = 'cz')::int as videos`,
    );
    for (const key of ['v1', 'v2', 'carts', 'attachments', 'sent', 'viewed']) {
      expect(counts?.[key], key).toBeGreaterThan(0);
    }
    expect(counts?.videos).toBeGreaterThanOrEqual(3);
  });
});
