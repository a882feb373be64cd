import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiGet, csrfHeaders } from './customers-helpers';

/** The offers tab of a customer. */
export const offersPath = (customerId: number, offerId: number | 'new' = 'new') =>
  `/cz/customers/${customerId}/offers/${offerId}`;

export const apiPost = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const response = await page.request.post(path, { headers: await csrfHeaders(page), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
};

type CatalogueProduct = {
  id: number;
  code: string;
  name: string;
  display: boolean;
  price: number;
  priceWithVAT: boolean;
  idTaxPrice: number;
};

/** The first visible products of the catalogue and the VAT rates, as the cart on the screen uses them. */
export const catalogue = async (page: Page) => {
  const { products } = await apiGet<{ products: CatalogueProduct[] }>(page, '/v1/products');
  const { taxes } = await apiGet<{ taxes: { id: number; tax: number }[] }>(page, '/v1/taxes');
  return {
    products: products.filter((product) => product.display),
    taxes: new Map(taxes.map((tax) => [tax.id, tax.tax])),
  };
};

/** Money as the screen shows it in Czech: "1 234,50 Kč" (spaces normalised). */
export const czk = (value: number) =>
  `${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} Kč`.replace(
    /\s/g,
    ' ',
  );

const emlFiles = (folder: string): string[] => {
  let found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found = found.concat(emlFiles(path));
    else if (entry.name.endsWith('.eml')) found.push(path);
  }
  return found;
};

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
const unquote = (text: string) =>
  utf8(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

/** Header encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent ones joined. */
const decodeWords = (text: string) =>
  text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => unquote(word.replace(/_/g, ' ')))
    .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'));

/** A MIME message's text: headers' encoded words, quoted-printable and base64 parts decoded. */
const readableText = (raw: string) => {
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
    Buffer.from(match[1]?.replace(/\s/g, '') ?? '', 'base64').toString('utf8'),
  );
  return [decodeWords(unquote(raw)), decodeWords(raw), ...base64Parts].join('\n');
};

/**
 * The newest e-mail the test server wrote to its outbox (DATA_DIR, given by scripts/e2e.mjs as
 * E2E_DATA_DIR) that is addressed to `to`, as readable text.
 */
export const lastMailTo = async (to: string) => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run the browser tests through scripts/e2e.mjs)');
  let text: string | undefined;
  await expect
    .poll(() => {
      const mails = emlFiles(dataDir)
        .map((path) => ({ path, time: statSync(path).mtimeMs }))
        .sort((a, b) => b.time - a.time)
        .map(({ path }) => readableText(readFileSync(path, 'utf8')))
        .filter((mail) => mail.includes(to));
      text = mails[0];
      return text !== undefined;
    })
    .toBe(true);
  return text ?? '';
};

/** The public offer link (PUBLIC_URL/offer/{token}) of the newest html offer sent to `to`, as a path. */
export const publicOfferPath = async (to: string) => {
  const mail = await lastMailTo(to);
  const token = mail.match(/\/offer\/([A-Za-z0-9_-]{16,})/)?.[1];
  expect(token, 'the e-mail carries the public offer link').toBeTruthy();
  return `/offer/${token}`;
};

type UserDetail = Record<string, unknown> & { id: number; login: string; userLines: Record<string, unknown>[] };

/** Sets a user's offer templates (settings → users) through the API, as an administrator saves the user form. */
export const setOfferTemplate = async (page: Page, login: string, template: { subject: string; body: string }) => {
  const { users } = await apiGet<{ users: UserDetail[] }>(page, '/v1/users?ignoreCountry=1');
  const user = users.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`no user ${login}`);
  const { id, fullName: _f, roleId: _r, role: _role, hasEmailPassword: _p, userLines, ...fields } = user;
  const response = await page.request.put(`/v1/users/${id}`, {
    headers: await csrfHeaders(page),
    data: {
      user: {
        ...fields,
        userLines: userLines.map(({ userId: _u, ...line }) => line),
        offerApplicationSubject: template.subject,
        offerApplicationBody: template.body,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};
