import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOffers, notifications } from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import { applicationPart, insertCart, insertOffer } from './helpers/offer-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The public offer's "Přijmout nabídku" (decision 192): a form post without a session, on both databases. */

let t: TestApp;
let operator: ApiClient;
let operatorId: number;
let customerId: number;
let addressCount = 0;

beforeAll(async () => {
  // one proxy in front: each test posts from an address of its own (X-Forwarded-For), so the rate limit of one
  // test does not reach the next
  t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  const admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  operatorId = await userIdOf(t, 'operator');
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Pekárna Šťastný s.r.o.' } });
});
afterAll(() => t.close());

/** A version 2 offer of the operator with a cart and a public token. */
const publicOffer = async (options: { customer?: number; countryCode?: string } = {}) => {
  const offerId = await insertOffer(t, {
    customerId: options.customer ?? customerId,
    version: 2,
    operatorId,
    countryCode: options.countryCode,
    application: applicationPart({ applicationQuantity: null, sale: null, warranty: '', name: 'Svoz odpadu' }),
  });
  await insertCart(t, offerId, ['Odvoz kuchyňského odpadu', 'Nádoba 240 l']);
  const token = `prijeti-nabidky-${offerId}-0123456789abcdef`;
  await t.db.update(customerOffers).set({ htmlToken: token }).where(eq(customerOffers.id, offerId));
  return { offerId, token };
};

const newAddress = () => {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
};

type PostOptions = { headers?: Record<string, string>; body?: string; address?: string };

/** The browser's form post: urlencoded, from the page's own origin. */
const post = (token: string, name: string | null, options: PostOptions = {}) =>
  fetch(`${t.url}/offer/${token}/accept`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.url,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.address ?? newAddress(),
      ...options.headers,
    },
    body: options.body ?? (name === null ? '' : new URLSearchParams({ name }).toString()),
  });

const offerRow = async (offerId: number) =>
  (await t.db.select().from(customerOffers).where(eq(customerOffers.id, offerId)))[0];

const acceptedNotifications = (offerId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, operatorId), eq(notifications.message, 'notification.html_offer_accepted')))
    .then((rows) => rows.filter((row) => JSON.parse(row.data ?? '{}').offerId === offerId));

describe('the public offer page', () => {
  it('is titled with the offer number and names the supplier, customer, date, validity and the accept form', async () => {
    const { offerId, token } = await publicOffer();
    const response = await fetch(`${t.url}/offer/${token}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain(`<h1>Nabídka č. ${offerId}</h1>`);
    expect(html).toContain(`<title>Nabídka č. ${offerId} – EkoSvoz s.r.o.</title>`);
    for (const expected of [
      'Dodavatel',
      '<strong>EkoSvoz s.r.o.</strong>',
      'IČ: 27082440',
      'DIČ: CZ27082440',
      'Odběratel',
      'Pekárna Šťastný s.r.o.',
      'Datum vystavení:',
      'Platnost do:',
      'Svoz odpadu',
      'Odvoz kuchyňského odpadu',
      'Celkem s DPH',
    ]) {
      expect(html).toContain(expected);
    }
    const created = (await offerRow(offerId))?.createdAt as Date;
    const validUntil = new Date(created.getTime() + 30 * 86_400_000);
    const day = (date: Date) =>
      new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' })
        .format(date)
        .replace(/\s/g, ' ');
    expect(html.replace(/\s/g, ' ')).toContain(`<dd>${day(validUntil)}</dd>`);
    expect(html).toContain(`<form method="post" action="/offer/${token}/accept" novalidate>`);
    expect(html).toContain('<label for="accept-name">Vaše jméno a příjmení</label>');
    expect(html).toMatch(/<input type="text" id="accept-name" name="name"[^>]*maxlength="100"/);
    expect(html).toContain('<button type="submit">Přijmout nabídku</button>');
    expect(html).not.toContain('<script');
  });

  it('speaks Slovak for a Slovak customer, the form too', async () => {
    const slovak = await createSlovakCustomer(t);
    const { offerId, token } = await publicOffer({ customer: slovak, countryCode: 'sk' });
    const html = await (await fetch(`${t.url}/offer/${token}`)).text();
    expect(html).toContain('<html lang="sk">');
    expect(html).toContain(`<h1>Ponuka č. ${offerId}</h1>`);
    for (const expected of ['Dodávateľ', 'IČO:', 'Dátum vystavenia:', 'Platnosť do:', 'Prijať ponuku']) {
      expect(html).toContain(expected);
    }
    expect(html).not.toContain('Přijmout nabídku');
    const refused = await post(token, '');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Vyplňte, prosím, svoje meno.');
  });
});

describe('POST /offer/{token}/accept', () => {
  it('records the acceptance once, notifies the operator once and shows who accepted it and when', async () => {
    const { offerId, token } = await publicOffer();
    const before = await offerRow(offerId);
    const response = await post(token, '  Jan Novák  ');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/offer/${token}`);
    const accepted = await offerRow(offerId);
    expect(accepted?.htmlOfferAcceptedBy).toBe('Jan Novák');
    expect(accepted?.htmlOfferAcceptedAt).toBeInstanceOf(Date);
    // not an edit of the offer's form: its version stays
    expect(accepted?.lockVersion).toBe(before?.lockVersion);

    const sent = await acceptedNotifications(offerId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `/cz/customers/${customerId}/offers/${offerId}` });
    expect(JSON.parse(sent[0]?.data ?? '{}')).toEqual({
      customer: 'Pekárna Šťastný s.r.o.',
      name: 'Jan Novák',
      offerId,
    });

    const page = await (await fetch(`${t.url}/offer/${token}`)).text();
    expect(page).toContain('Nabídka přijata');
    expect(page).toMatch(/Přijal\(a\) Jan Novák dne \d{1,2}\. \d{1,2}\. \d{4} v \d{2}:\d{2}\./);
    expect(page).not.toContain('<form');

    // the operator's API answer carries it
    const api = await operator.get(`/v1/customers/${customerId}/offers/${offerId}`);
    expect(api.body.customerOffer).toMatchObject({
      htmlOfferAcceptedBy: 'Jan Novák',
      htmlOfferAcceptedAt: accepted?.htmlOfferAcceptedAt?.toISOString(),
    });
    const list = await operator.get(`/v1/customers/${customerId}/offers`);
    expect(list.body.customerOffers.find((offer: { id: number }) => offer.id === offerId)).toMatchObject({
      htmlOfferAcceptedBy: 'Jan Novák',
    });

    // accepting again changes nothing: the same answer, the first name and time, no second notification
    const again = await post(token, 'Petr Jiný');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/offer/${token}`);
    const after = await offerRow(offerId);
    expect(after?.htmlOfferAcceptedBy).toBe('Jan Novák');
    expect(after?.htmlOfferAcceptedAt?.getTime()).toBe(accepted?.htmlOfferAcceptedAt?.getTime());
    expect(await acceptedNotifications(offerId)).toHaveLength(1);
    // even with a name the form would refuse: the accepted page, not an error
    expect((await post(token, '')).status).toBe(303);
  });

  it('records one acceptance and one notification when two posts arrive together', async () => {
    const { offerId, token } = await publicOffer();
    const answers = await Promise.all([post(token, 'První Souběžný'), post(token, 'Druhý Souběžný')]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(['První Souběžný', 'Druhý Souběžný']).toContain((await offerRow(offerId))?.htmlOfferAcceptedBy);
    expect(await acceptedNotifications(offerId)).toHaveLength(1);
  });

  it('refuses a bad name with the error at the field (400), keeps what was typed, records nothing', async () => {
    const { offerId, token } = await publicOffer();
    const cases: [string, string][] = [
      ['', 'Vyplňte prosím své jméno.'],
      ['   ', 'Vyplňte prosím své jméno.'],
      ['x'.repeat(101), 'Jméno může mít nejvýše 100 znaků.'],
      ['Jan\nNovák', 'Jméno smí být jen jeden řádek textu bez řídicích znaků.'],
      ['Jan\tNovák', 'Jméno smí být jen jeden řádek textu bez řídicích znaků.'],
      ['Jan\u0007Novák', 'Jméno smí být jen jeden řádek textu bez řídicích znaků.'],
    ];
    for (const [name, message] of cases) {
      const response = await post(token, name);
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<p class="error" id="accept-name-error">${message}</p>`);
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain('aria-describedby="accept-name-error accept-name-hint"');
      expect(html).toMatch(/<title>Chyba: Nabídka č\. \d+/);
    }
    // what was typed comes back escaped into the field
    const typed = await post(token, `<b>"${'x'.repeat(100)}"</b>`);
    expect(await typed.text()).toContain('value="&#60;b&#62;&#34;x');
    // no name field at all is an empty name
    expect((await post(token, null, { body: 'other=1' })).status).toBe(400);
    expect((await offerRow(offerId))?.htmlOfferAcceptedAt).toBeNull();
    expect(await acceptedNotifications(offerId)).toHaveLength(0);
    // exactly 100 characters is a name
    expect((await post(token, 'y'.repeat(100))).status).toBe(303);
    expect((await offerRow(offerId))?.htmlOfferAcceptedBy).toBe('y'.repeat(100));
  });

  it('answers 404 for a wrong token and records nothing', async () => {
    for (const token of ['x'.repeat(32), 'short', `${'y'.repeat(40)}-unknown`]) {
      const response = await post(token, 'Jan Novák');
      expect(response.status, token).toBe(404);
      expect(await response.text()).toContain('Nabídka nenalezena');
    }
  });

  it('takes only its own form: no other body type (415), nothing from another site (403)', async () => {
    const { offerId, token } = await publicOffer();
    const json = await post(token, null, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jan Novák' }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('Požadavek odmítnut');
    const multipart = await post(token, null, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJan\r\n--x--\r\n',
    });
    expect(multipart.status).toBe(415);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'null' },
      { 'sec-fetch-site': '', origin: '', referer: 'https://evil.example/offer' },
    ];
    for (const headers of crossSite) {
      const response = await post(token, 'Jan Novák', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain('Nabídku lze přijmout jen formulářem na její stránce.');
    }
    expect((await offerRow(offerId))?.htmlOfferAcceptedAt).toBeNull();
    // a client that names no origin at all (an old browser) is taken; so is a Referer of the page itself
    expect(
      (
        await post(token, 'Jan Novák', {
          headers: { 'sec-fetch-site': '', origin: '', referer: `${t.url}/offer/${token}` },
        })
      ).status,
    ).toBe(303);
  });

  it('limits the posts per offer and address (429 with Retry-After); other addresses and offers go on', async () => {
    const { offerId, token } = await publicOffer();
    const address = newAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await post(token, '', { address })).status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await post(token, 'Jan Novák', { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await refused.text()).toContain('Příliš mnoho pokusů');
    expect((await offerRow(offerId))?.htmlOfferAcceptedAt).toBeNull();

    const other = await publicOffer();
    expect((await post(other.token, '', { address })).status).toBe(400);
    expect((await post(token, 'Jan Novák', { address: newAddress() })).status).toBe(303);
    expect((await offerRow(offerId))?.htmlOfferAcceptedBy).toBe('Jan Novák');
  });
});
