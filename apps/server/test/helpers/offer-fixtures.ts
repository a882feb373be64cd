import type { ApplicationPart, LapolPart } from '@bo/contract/offers/schemas';
import { sql } from 'drizzle-orm';
import {
  customerOfferAttachments,
  customerOfferProducts,
  customerOffers,
  customerOfferVideos,
  userFiles,
  videos,
} from '../../src/db/schema/index';
import { storeFile } from '../../src/services/files/files';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/**
 * Offers written straight into the foundation's tables (the offer CRUD, cart and attachment
 * endpoints are tested in files of their own): enough for the documents, mail and public page tests.
 */
const emailContent = (overrides: Partial<ApplicationPart> = {}) => ({
  name: '',
  email: '',
  emailCopy: '',
  emailSubject: '',
  emailText: '',
  userFiles: [] as string[],
  ...overrides,
});

export const applicationPart = (overrides: Partial<ApplicationPart> = {}): ApplicationPart => ({
  applicationQuantity: 3,
  warranty: '24 měsíců',
  sale: 10,
  ...emailContent(overrides),
  ...overrides,
});

export const lapolPart = (overrides: Partial<LapolPart> = {}): LapolPart => ({
  applicationP2: 2,
  applicationT: 1,
  ...emailContent(overrides),
  ...overrides,
});

type Row = Record<string, unknown>;
const rows = async <T extends Row>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

export const insertOffer = async (
  t: TestApp,
  options: {
    customerId: number;
    version: 1 | 2;
    operatorId: number | null;
    application?: ApplicationPart | null;
    lapol?: LapolPart | null;
    countryCode?: string;
  },
) => {
  const [row] = await t.db
    .insert(customerOffers)
    .values({
      customerId: options.customerId,
      countryCode: options.countryCode ?? 'cz',
      version: options.version,
      operatorId: options.operatorId,
      application: options.application ?? null,
      lapol: options.lapol ?? null,
    })
    .returning({ id: customerOffers.id });
  return row?.id as number;
};

/** Two cart lines of real catalogue products and taxes, prices as the cart module computes them. */
export const insertCart = async (t: TestApp, offerId: number, names: [string, string]) => {
  const products = await rows<{ id: number }>(
    t,
    sql`select id from products where country_code = 'cz' order by id limit 2`,
  );
  const [tax] = await rows<{ id: number; tax: string }>(
    t,
    sql`select id, tax from taxes where country_code = 'cz' and is_reduced = false order by id limit 1`,
  );
  if (products.length < 2 || !tax) throw new Error('demo catalogue missing');
  await t.db.insert(customerOfferProducts).values([
    {
      offerId,
      productId: products[0]?.id as number,
      position: 0,
      amount: '2',
      sale: '10',
      name: names[0],
      price: '1000.00',
      taxId: tax.id,
      tax: tax.tax,
      priceWithoutVat: '1800.00',
      priceWithVat: '2178.00',
    },
    {
      offerId,
      productId: products[1]?.id as number,
      position: 1,
      amount: '1',
      sale: '0',
      name: names[1],
      price: '500.00',
      taxId: tax.id,
      tax: tax.tax,
      priceWithoutVat: '500.00',
      priceWithVat: '605.00',
    },
  ]);
};

export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const insertAttachment = async (
  t: TestApp,
  offerId: number,
  options: {
    fileName: string;
    content: Buffer;
    type: string;
    disabled?: boolean;
    detail?: 'application' | 'lapol' | null;
  },
) => {
  const file = await storeFile(t.db, { name: options.fileName, bytes: options.content, type: options.type });
  await t.db.insert(customerOfferAttachments).values({
    offerId,
    fileId: file.id,
    fileName: options.fileName,
    disabled: options.disabled ?? false,
    detail: options.detail ?? null,
  });
  return file.sha256;
};

export const insertUserFile = async (
  t: TestApp,
  userId: number,
  offerType: string,
  filename: string,
  content: Buffer,
) => {
  const file = await storeFile(t.db, { name: filename, bytes: content, type: 'text/plain' });
  await t.db.insert(userFiles).values({ userId, offerType, filename, fileId: file.id });
};

export const insertVideo = async (
  t: TestApp,
  options: { title: string; url?: string; mp4?: Buffer; disabledFor?: number },
) => {
  const file = options.mp4 ? await storeFile(t.db, { name: 'video.mp4', bytes: options.mp4, type: 'video/mp4' }) : null;
  const [video] = await t.db
    .insert(videos)
    .values({ countryCode: 'cz', title: options.title, url: options.url ?? null, fileId: file?.id ?? null })
    .returning({ id: videos.id });
  const id = video?.id as number;
  if (options.disabledFor)
    await t.db.insert(customerOfferVideos).values({ offerId: options.disabledFor, videoId: id, disabled: true });
  return id;
};

/** POST with the client's session and CSRF token, answering the raw bytes (PDF downloads). */
export const postForBytes = async (client: ApiClient, path: string) => {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/health');
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      ...(client.country ? { 'x-country': client.country } : {}),
    },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};
