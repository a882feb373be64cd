import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerOfferAttachments,
  customerOffers,
  files,
  notifications,
  sentEmails,
  users,
} from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import {
  applicationPart,
  insertAttachment,
  insertCart,
  insertOffer,
  insertUserFile,
  insertVideo,
  lapolPart,
  pdfBytes,
  postForBytes,
} from './helpers/offer-fixtures';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let admin: ApiClient;
let operator: ApiClient;
let operatorId: number;
let customerId: number;
let otherCustomerId: number;
let v1OfferId: number;
let v2OfferId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bo-offer-docs-'));
  smtp = await startTestSmtp();
  t = await startTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://bo.example.cz' } });
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  operatorId = await userIdOf(t, 'operator');
  await t.db.update(users).set({ phone: '+420 777 123 456', email: 'jana@ekosvoz.cz' }).where(eq(users.id, operatorId));
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Pekárna Šťastný s.r.o.' } });
  otherCustomerId = await createCustomer(admin, { deliveryAddress: { company: 'Jiná firma' } });
  v1OfferId = await insertOffer(t, {
    customerId,
    version: 1,
    operatorId,
    application: applicationPart({
      emailSubject: 'Nabídka aplikace – Příliš žluťoučký kůň',
      emailText: 'Dobrý den,\nposíláme nabídku aplikace.',
    }),
    lapol: lapolPart({ emailSubject: 'Nabídka lapolu', userFiles: ['Ceník lapolů.txt'] }),
  });
  v2OfferId = await insertOffer(t, {
    customerId,
    version: 2,
    operatorId,
    application: applicationPart({
      applicationQuantity: null,
      sale: null,
      warranty: '',
      name: 'Nabídka svozu <b>pro pekárnu</b>',
      emailSubject: 'Vaše nabídka svozu',
      emailText: 'Dobrý den,\nv příloze je naše nabídka.',
    }),
  });
  await insertCart(t, v2OfferId, ['Odvoz kuchyňského odpadu', 'Nádoba <240 l> "zelená"']);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const v1 = (offerId: number, rest: string, customer = customerId) =>
  `/v1/customers/${customer}/offers/${offerId}${rest}`;
const v2 = (offerId: number, rest: string, customer = customerId) =>
  `/v2/customers/${customer}/offers/${offerId}${rest}`;
const lastSent = async () => (await t.db.select().from(sentEmails).orderBy(desc(sentEmails.id)).limit(1))[0];

describe('offer PDF', () => {
  it('version 2: billing info header, the customer, the cart with totals and VAT recap, validity and operator', async () => {
    const response = await postForBytes(operator, v2(v2OfferId, '/download'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Nabidka c. ${v2OfferId}.pdf"; filename*=UTF-8''${encodeURIComponent(`Nabídka č. ${v2OfferId}.pdf`)}`,
    );
    const text = normaliseSpaces(pdfText(response.bytes));
    for (const expected of [
      `Nabídka č. ${v2OfferId}`,
      'EkoSvoz s.r.o.',
      'IČ: 27082440',
      'DIČ: CZ27082440',
      '2801234578/2010',
      'Pekárna Šťastný s.r.o.',
      'Odvoz kuchyňského odpadu',
      'Nádoba <240 l> "zelená"',
      '1 000,00 Kč',
      '2 178,00 Kč',
      '2 300,00 Kč',
      '2 783,00 Kč',
      'Rekapitulace DPH',
      'Platnost nabídky do',
      'Jana Nováková, +420 777 123 456, jana@ekosvoz.cz',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a supplier that is not a VAT payer: final prices, no VAT column or recap, the sentence; the same on the page', async () => {
    const nonPayerCustomerId = await createCustomer(admin, { deliveryAddress: { company: 'Zahradnictví Malý' } });
    await t.db.execute(
      sql`update customers set billing_info_id = (select id from billing_infos where country_code = 'cz' and not vat_payer
        order by id limit 1) where id = ${nonPayerCustomerId}`,
    );
    const offerId = await insertOffer(t, { customerId: nonPayerCustomerId, version: 2, operatorId });
    await insertCart(t, offerId, ['Odvoz zeleně', 'Štěpkování']);
    const response = await postForBytes(operator, v2(offerId, '/download', nonPayerCustomerId));
    expect(response.status).toBe(200);
    const text = normaliseSpaces(pdfText(response.bytes));
    expect(text).toContain('Dodavatel není plátcem DPH.');
    expect(text).toMatch(/Celkem\s+2 300,00 Kč/);
    expect(text).toContain('Neplátce DPH');
    for (const absent of ['Rekapitulace DPH', '2 783,00', 'Ceny jsou uvedeny bez DPH i s DPH', 'S DPH']) {
      expect(text).not.toContain(absent);
    }
    // the cart on the screen shows the same: final prices without VAT
    const cart = await operator.get(v1(offerId, '/products', nonPayerCustomerId));
    expect(cart.status, cart.text).toBe(200);
    expect(cart.body.isSupplierVatPayer).toBe(false);
    expect((await operator.get(v1(v2OfferId, '/products'))).body.isSupplierVatPayer).toBe(true);
    const token = 'neplatce-dph-token-0123456789';
    await t.db.update(customerOffers).set({ htmlToken: token }).where(eq(customerOffers.id, offerId));
    const html = await (await fetch(`${t.url}/offer/${token}`)).text();
    expect(html).toContain('Celkem: 2');
    expect(html).toContain('Dodavatel není plátcem DPH.');
    expect(html).not.toContain('s DPH');
  });

  it('a Slovak customer’s offer is Slovak: Ponuka, Dodávateľ with IČO and IČ DPH, Rekapitulácia DPH', async () => {
    const slovakId = await createSlovakCustomer(t);
    const offerId = await insertOffer(t, { customerId: slovakId, version: 2, operatorId, countryCode: 'sk' });
    await insertCart(t, offerId, ['Vývoz odpadu', 'Nádoba 240 l']);
    admin.country = 'sk';
    const response = await postForBytes(admin, v2(offerId, '/download', slovakId));
    admin.country = undefined;
    expect(response.status).toBe(200);
    const text = normaliseSpaces(pdfText(response.bytes));
    for (const expected of [
      `Ponuka č. ${offerId}`,
      'Dodávateľ',
      'Odberateľ',
      'IČO: 50123459',
      'IČ DPH: SK2120123456',
      'Platnosť ponuky do',
      'Rekapitulácia DPH',
      'Ceny sú uvedené bez DPH aj s DPH.',
    ]) {
      expect(text).toContain(expected);
    }
    for (const czech of ['Nabídka', 'Dodavatel', 'Odběratel', 'Rekapitulace']) expect(text).not.toContain(czech);
    // the public page of the offer speaks Slovak too
    const token = `slovenska-ponuka-${offerId}-0123456789`;
    await t.db.update(customerOffers).set({ htmlToken: token }).where(eq(customerOffers.id, offerId));
    const html = await (await fetch(`${t.url}/offer/${token}`)).text();
    expect(html).toContain('<html lang="sk">');
    for (const expected of ['Položky ponuky', 'Množstvo', 'Spolu s DPH', 'Dátum vystavenia'])
      expect(html).toContain(expected);
    expect(html).not.toContain('Položky nabídky');
  });

  it('version 1: the chosen part priced from the offer settings', async () => {
    const application = await postForBytes(operator, v1(v1OfferId, '/download?detail=application'));
    expect(application.status).toBe(200);
    const text = normaliseSpaces(pdfText(application.bytes));
    expect(text).toContain(`Nabídka č. ${v1OfferId} – Aplikace`);
    expect(text).toContain('Záruka: 24 měsíců');
    // 3 × 1 490 Kč less 10 % = 4 023 Kč without VAT
    expect(text).toContain('1 490,00 Kč');
    expect(text).toContain('4 023,00 Kč');
    const lapol = await postForBytes(operator, v1(v1OfferId, '/download?detail=lapol'));
    const lapolText = normaliseSpaces(pdfText(lapol.bytes));
    expect(lapolText).toContain('Lapol P2');
    expect(lapolText).toContain('Lapol T');
    // 2 × 2 900 + 1 × 3 900
    expect(lapolText).toContain('9 700,00 Kč');
  });

  it('answers 404 for another customer, the wrong version, a missing part, and 400 for a bad detail', async () => {
    expect((await postForBytes(operator, v2(v2OfferId, '/download', otherCustomerId))).status).toBe(404);
    expect((await postForBytes(operator, v2(v1OfferId, '/download'))).status).toBe(404);
    expect((await postForBytes(operator, v1(v2OfferId, '/download?detail=application'))).status).toBe(404);
    const onlyApplication = await insertOffer(t, {
      customerId,
      version: 1,
      operatorId,
      application: applicationPart(),
    });
    expect((await postForBytes(operator, v1(onlyApplication, '/download?detail=lapol'))).status).toBe(404);
    expect((await postForBytes(operator, v1(v1OfferId, '/download?detail=other'))).status).toBe(400);
  });

  it('answers 404 for an offer of another country', async () => {
    const slovakCustomer = await createSlovakCustomer(t);
    const slovakOffer = await insertOffer(t, { customerId: slovakCustomer, version: 2, operatorId, countryCode: 'sk' });
    expect((await postForBytes(admin, v2(slovakOffer, '/download', slovakCustomer))).status).toBe(404);
    admin.country = 'sk';
    expect((await postForBytes(admin, v2(slovakOffer, '/download', slovakCustomer))).status).toBe(200);
    admin.country = undefined;
  });
});

describe('send offer', () => {
  it('version 2: mails the PDF and the enabled attachments as the logged-in user and records the send', async () => {
    await insertAttachment(t, v2OfferId, { fileName: 'Certifikát.pdf', content: pdfBytes, type: 'application/pdf' });
    await insertAttachment(t, v2OfferId, {
      fileName: 'Vypnutá.txt',
      content: Buffer.from('vypnutá příloha'),
      type: 'text/plain',
      disabled: true,
    });
    const response = await operator.post(v2(v2OfferId, '/send'), {
      email: 'pekarna@example.cz',
      emailCopy: 'sef@example.cz',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ flashMessages: [{ message: 'message.offer_sent', severity: 'success' }] });
    const mail = await smtp.next();
    expect(mail.subject).toBe('Vaše nabídka svozu');
    expect(mail.to).toEqual(['pekarna@example.cz']);
    expect(mail.cc).toEqual(['sef@example.cz']);
    expect(mail.from).toBe('jana@ekosvoz.cz');
    expect(mail.text).toContain('v příloze je naše nabídka');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`Nabídka č. ${v2OfferId}.pdf`, 'Certifikát.pdf']);
    expect(normaliseSpaces(pdfText(mail.attachments[0]?.content as Buffer))).toContain('2 783,00 Kč');
    expect(mail.attachments[1]?.content.equals(pdfBytes)).toBe(true);
    expect(await lastSent()).toMatchObject({
      userId: operatorId,
      toAddresses: 'pekarna@example.cz',
      ccAddresses: 'sef@example.cz',
      subject: 'Vaše nabídka svozu',
      entityType: 'customer_offer',
      entityId: v2OfferId,
      attachmentNames: [`Nabídka č. ${v2OfferId}.pdf`, 'Certifikát.pdf'],
      isOk: true,
    });
  });

  it("version 1: one part's subject and text, its uploads and the sender's chosen files", async () => {
    await insertAttachment(t, v1OfferId, {
      fileName: 'Fotka lapolu.txt',
      content: Buffer.from('lapol'),
      type: 'text/plain',
      detail: 'lapol',
    });
    await insertAttachment(t, v1OfferId, {
      fileName: 'Jen k aplikaci.txt',
      content: Buffer.from('aplikace'),
      type: 'text/plain',
      detail: 'application',
    });
    await insertUserFile(t, operatorId, 'lapol', 'Ceník lapolů.txt', Buffer.from('Ceník: 2 900 Kč'));
    await insertUserFile(t, operatorId, 'lapol', 'Nevybraný.txt', Buffer.from('ne'));
    const response = await operator.post(v1(v1OfferId, '/lapol/send'), { email: 'pekarna@example.cz' });
    expect(response.status, response.text).toBe(200);
    const mail = await smtp.next();
    expect(mail.subject).toBe('Nabídka lapolu');
    expect(mail.cc).toEqual([]);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `Nabídka č. ${v1OfferId} – Lapol.pdf`,
      'Fotka lapolu.txt',
      'Ceník lapolů.txt',
    ]);
    expect(mail.attachments[2]?.content.toString()).toBe('Ceník: 2 900 Kč');
    expect(normaliseSpaces(pdfText(mail.attachments[0]?.content as Buffer))).toContain('Lapol P2');
  });

  it('refuses a missing or invalid address with field errors and sends nothing', async () => {
    const before = (await t.db.select().from(sentEmails)).length;
    const missing = await operator.post(v2(v2OfferId, '/send'), { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.detail.fields).toEqual({ email: expect.any(String) });
    const invalid = await operator.post(v1(v1OfferId, '/application/send'), {
      email: 'ok@example.cz',
      emailCopy: 'nene',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.detail.fields).toEqual({ emailCopy: expect.any(String) });
    expect((await t.db.select().from(sentEmails)).length).toBe(before);
  });

  it('answers 502 error.mail_failed when the mail server refuses, and records it', async () => {
    const adminId = await userIdOf(t, 'admin');
    await t.db
      .update(users)
      .set({ email: 'petr@ekosvoz.cz', emailSmtp: '127.0.0.1', emailPort: 1 })
      .where(eq(users.id, adminId));
    const response = await admin.post(v2(v2OfferId, '/send'), { email: 'pekarna@example.cz' });
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe('error.mail_failed');
    expect(await lastSent()).toMatchObject({ userId: adminId, isOk: false, transport: 'user' });
    await t.db.update(users).set({ email: null, emailSmtp: null, emailPort: null }).where(eq(users.id, adminId));
  });

  it('answers 401 logged out, 403 to drivers and accountants, 404 for another customer', async () => {
    const body = { email: 'pekarna@example.cz' };
    expect((await t.client().post(v2(v2OfferId, '/send'), body)).status).toBe(401);
    for (const login of ['driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.post(v2(v2OfferId, '/send'), body)).status).toBe(403);
      expect((await client.post(v2(v2OfferId, '/send-html'), body)).status).toBe(403);
      expect((await client.post(v1(v1OfferId, '/application/send'), body)).status).toBe(403);
      expect((await postForBytes(client, v2(v2OfferId, '/download'))).status).toBe(403);
    }
    expect((await operator.post(v2(v2OfferId, '/send', otherCustomerId), body)).status).toBe(404);
    expect((await operator.post(v2(v2OfferId, '/send-html', otherCustomerId), body)).status).toBe(404);
    expect((await operator.post(v1(v1OfferId, '/lapol/send', otherCustomerId), body)).status).toBe(404);
  });
});

describe('html offer', () => {
  let token: string;

  it('mails a link with a random token, sets the send date and keeps the token on a second send', async () => {
    const response = await operator.post(v2(v2OfferId, '/send-html'), { email: 'pekarna@example.cz' });
    expect(response.status, response.text).toBe(200);
    expect(response.body.flashMessages).toEqual([{ message: 'message.html_offer_sent', severity: 'success' }]);
    const mail = await smtp.next();
    const link = /https:\/\/bo\.example\.cz\/offer\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    token = link?.[1] as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    // a link checker's HEAD is not a view
    expect((await fetch(`${t.url}/offer/${token}`, { method: 'HEAD' })).status).toBe(200);
    const [offer] = await t.db.select().from(customerOffers).where(eq(customerOffers.id, v2OfferId));
    expect(offer?.htmlToken).toBe(token);
    expect(offer?.htmlOfferDateCreated).toBeInstanceOf(Date);
    expect(offer?.htmlOfferLastView).toBeNull();

    await operator.post(v2(v2OfferId, '/send-html'), { email: 'pekarna@example.cz' });
    expect((await smtp.next()).text).toContain(`/offer/${token}`);
  });

  it('shows the offer without a session, escaped, noindex, strict CSP; records the view and notifies once an hour', async () => {
    const before = await t.db.select().from(notifications).where(eq(notifications.userId, operatorId));
    const response = await fetch(`${t.url}/offer/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
    expect(html).toContain('Nabídka svozu &#60;b&#62;pro pekárnu&#60;/b&#62;');
    expect(html).toContain('Nádoba &#60;240 l&#62; &#34;zelená&#34;');
    expect(html).toContain('Celkem s DPH: 2');
    expect(html).toContain('Certifikát.pdf');
    expect(html).not.toContain('Vypnutá.txt');
    expect(html).toContain('jana@ekosvoz.cz');

    const [viewed] = await t.db.select().from(customerOffers).where(eq(customerOffers.id, v2OfferId));
    expect(viewed?.htmlOfferLastView).toBeInstanceOf(Date);
    const after = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, operatorId))
      .orderBy(desc(notifications.id));
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({
      message: 'notification.html_offer_viewed',
      url: `/cz/customers/${customerId}/offers/${v2OfferId}`,
    });
    expect(JSON.parse(after[0]?.data ?? '{}')).toMatchObject({ customer: 'Pekárna Šťastný s.r.o.' });

    // a second view within the hour updates the last view without another notification
    await fetch(`${t.url}/offer/${token}`);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, operatorId))).length).toBe(
      after.length,
    );
    // the operator's offer answer shows "viewed" (the offer list reads the same columns)
    const [again] = await t.db.select().from(customerOffers).where(eq(customerOffers.id, v2OfferId));
    expect(again?.htmlOfferLastView?.getTime()).toBeGreaterThanOrEqual(viewed?.htmlOfferLastView?.getTime() ?? 0);
  });

  it('serves enabled attachments as downloads and 404s the rest and wrong tokens', async () => {
    const html = await (await fetch(`${t.url}/offer/${token}`)).text();
    const href = /href="(\/offer\/[^"]+\/attachments\/[0-9a-f]{64})"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const file = await fetch(`${t.url}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes)).toBe(true);

    const [disabled] = await t.db
      .select({ sha256: files.sha256 })
      .from(customerOfferAttachments)
      .innerJoin(files, eq(files.id, customerOfferAttachments.fileId))
      .where(eq(customerOfferAttachments.fileName, 'Vypnutá.txt'));
    const disabledHash = disabled?.sha256;
    expect(disabledHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(`${t.url}/offer/${token}/attachments/${disabledHash}`)).status).toBe(404);
    expect((await fetch(`${t.url}/offer/${token}/attachments/nothex`)).status).toBe(404);

    const wrong = await fetch(`${t.url}/offer/${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('x-robots-tag')).toContain('noindex');
    expect(await wrong.text()).toContain('Nabídka nenalezena');
    expect((await fetch(`${t.url}/offer/short`)).status).toBe(404);
    expect((await fetch(`${t.url}/offer/${'x'.repeat(32)}${href?.slice(href.indexOf('/attachments'))}`)).status).toBe(
      404,
    );
  });

  it('embeds enabled videos: YouTube without cookies and an uploaded MP4 served from the page', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);
    await insertVideo(t, { title: 'Jak čistíme lapol', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    await insertVideo(t, { title: 'Skryté video', url: 'https://vimeo.com/76979871', disabledFor: v2OfferId });
    const uploaded = await insertVideo(t, { title: 'Naše auta', mp4 });
    const html = await (await fetch(`${t.url}/offer/${token}`)).text();
    expect(html).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(html).toContain('Jak čistíme lapol');
    expect(html).not.toContain('Skryté video');
    expect(html).toContain(`<video controls preload="metadata" src="/offer/${token}/videos/${uploaded}">`);
    const video = await fetch(`${t.url}/offer/${token}/videos/${uploaded}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await video.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await fetch(`${t.url}/offer/${token}/videos/${uploaded}`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect((await fetch(`${t.url}/offer/${token}/videos/999999`)).status).toBe(404);
  });
});
