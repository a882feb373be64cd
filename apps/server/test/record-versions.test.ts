import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './helpers/api-client';
import { billingInfoBody } from './helpers/billing-infos';
import { createCustomer } from './helpers/customers';
import { createInvoice, invoiceBody, invoiceFixtures, updateFieldsOf } from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * DESIGN §4 Record versions: for every editable record, a save from a copy loaded before someone
 * else's save answers 409 error.stale_version with the current record and who saved it, and
 * changes nothing; the same save with the current lockVersion (overwrite) goes through.
 */
let t: TestApp;
let first: ApiClient;
let second: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  first = await t.loginAs('admin'); // Petr Dvořák
  second = await t.loginAs('admin2');
});
afterAll(() => t.close());

type VersionedRecord = Record<string, unknown> & { lockVersion: number };
type Resource = {
  read: (client: ApiClient) => Promise<VersionedRecord>;
  /** Saves the record with a change that differs per `round`. */
  write: (client: ApiClient, record: VersionedRecord, round: number) => Promise<ApiResponse>;
};

const invoiceResource = async (): Promise<Resource> => {
  const customerId = await createCustomer(first);
  const id = await createInvoice(first, invoiceBody(customerId, (await invoiceFixtures(t)).payer.id));
  return {
    read: async (client) => (await client.get(`/v1/invoices/${id}`)).body.invoice,
    write: (client, invoice, round) =>
      client.put(`/v1/invoices/${id}`, { invoice: { ...updateFieldsOf(invoice), note: `Poznámka ${round}` } }),
  };
};

const byId = (list: VersionedRecord[], id: unknown) => {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`record ${String(id)} not listed`);
  return found;
};

const customerResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  return {
    read: async (client) => (await client.get(`/v1/customers/${id}`)).body.customer,
    write: (client, customer, round) =>
      client.put(`/v1/customers/${id}`, { customer: { ...customer, rival: `Konkurent ${round}` } }),
  };
};

const contactResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const contactId = (await first.post(`/v1/customers/${id}/contacts`, { contact: { name: 'Jan' } })).body.id;
  return {
    read: async (client) => byId((await client.get(`/v1/customers/${id}/contacts`)).body.contacts, contactId),
    write: (client, contact, round) =>
      client.put(`/v1/customers/${id}/contacts/${contactId}`, {
        contact: { ...contact, id: undefined, normalizedPhone: undefined, position: `pozice ${round}` },
      }),
  };
};

const contactSlotsResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const contactId = (await first.post(`/v1/customers/${id}/contacts`, { contact: { name: 'Eva' } })).body.id;
  return {
    read: async (client) => byId((await client.get(`/v1/customers/${id}/contacts`)).body.contacts, contactId),
    write: (client, contact, round) =>
      client.put(`/v1/customers/${id}/contacts`, { contacts: [{ ...contact, note: `poznámka ${round}` }] }),
  };
};

const gpsResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const gpsId = (await first.post(`/v1/customers/${id}/gps`, { gps: { coordinates: '50, 14' } })).body.id;
  return {
    read: async (client) => byId((await client.get(`/v1/customers/${id}/gps`)).body.gps, gpsId),
    write: (client, gps, round) =>
      client.put(`/v1/customers/${id}/gps/${gpsId}`, {
        gps: { title: `Brána ${round}`, coordinates: gps.coordinates, lockVersion: gps.lockVersion },
      }),
  };
};

const noteResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const noteId = (await first.post(`/v1/customers/${id}/notes`, { note: { note: 'první' } })).body.id;
  return {
    read: async (client) => byId((await client.get(`/v1/customers/${id}/notes`)).body.notes, noteId),
    write: (client, note, round) =>
      client.put(`/v1/customers/${id}/notes/${noteId}`, {
        note: { note: `verze ${round}`, lockVersion: note.lockVersion },
      }),
  };
};

const userResource = async (): Promise<Resource> => {
  const login = `verze${Date.now()}`;
  const user = {
    name: 'Karel',
    surname: 'Verze',
    login,
    password: 'dlouhe-heslo',
    roles: ['driver'],
    countryCodes: ['cz'],
  };
  const id = (await first.post('/v1/users', { user })).body.id;
  return {
    read: async (client) => byId((await client.get('/v1/users')).body.users, id),
    write: (client, record, round) => client.put(`/v1/users/${id}`, { user: { ...record, phone: `60200000${round}` } }),
  };
};

const productResource = async (): Promise<Resource> => {
  const [product] = (await first.get('/v1/products')).body.products;
  return {
    read: async (client) => byId((await client.get('/v1/products')).body.products, product.id),
    write: (client, record, round) =>
      client.put(`/v1/products/${product.id}`, { product: { ...record, price: 100 + round } }),
  };
};

const taxResource = async (): Promise<Resource> => {
  const id = (await first.post('/v1/taxes', { tax: 7, isReduced: true })).body.id;
  return {
    read: async (client) => byId((await client.get('/v1/taxes')).body.taxes, id),
    write: (client, tax, round) =>
      client.put(`/v1/taxes/${id}`, { tax: 7 + round, isReduced: true, lockVersion: tax.lockVersion }),
  };
};

const ekokomResource = async (): Promise<Resource> => {
  const id = (await first.post('/v1/ekokoms', { ekokom: { name: 'Dřevo' } })).body.id;
  return {
    read: async (client) => byId((await client.get('/v1/ekokoms')).body.ekokoms, id),
    write: (client, ekokom, round) =>
      client.put(`/v1/ekokoms/${id}`, { ekokom: { name: `Dřevo ${round}`, lockVersion: ekokom.lockVersion } }),
  };
};

const offerPriceResource = async (): Promise<Resource> => ({
  read: async (client) =>
    (await client.get('/v1/offer-settings')).body.offerPrices.find(
      (price: VersionedRecord) => price.type === 'application',
    ),
  write: (client, price, round) =>
    client.put('/v1/offer-settings/price/application', {
      priceWithoutVat: 1000 + round,
      taxId: price.taxId,
      lockVersion: price.lockVersion,
    }),
});

const offerRatingResource = async (): Promise<Resource> => {
  const [rating] = (await first.get('/v1/offer-settings')).body.offerRatings;
  return {
    read: async (client) => byId((await client.get('/v1/offer-settings')).body.offerRatings, rating.id),
    write: (client, record, round) =>
      client.put(`/v1/offer-settings/rating/${rating.id}`, {
        stars: record.stars,
        priceFrom: 500 + round,
        lockVersion: record.lockVersion,
      }),
  };
};

const userProfitResource = async (): Promise<Resource> => {
  const operatorId = (await (await t.loginAs('operator')).get('/v1/auth/logged')).body.user.id;
  const [{ productId }] = (await first.get(`/v1/users/${operatorId}/profits`)).body.userProfits;
  const read = async (client: ApiClient) =>
    byId(
      (await client.get(`/v1/users/${operatorId}/profits`)).body.userProfits.map((profit: VersionedRecord) => ({
        ...profit,
        id: profit.productId,
      })),
      productId,
    );
  // The first save stores the commission (version 1); the stale case then runs against a stored one.
  const profitOf = (record: VersionedRecord, round: number) => ({
    productId,
    repeaterPercent: round,
    repeaterPrice: null,
    newPercent: null,
    newPrice: null,
    lockVersion: record.lockVersion,
  });
  await first.put(`/v1/users/${operatorId}/profits`, { userProfits: [profitOf(await read(first), 0)] });
  return {
    read: async (client) => {
      const { id: _, ...profit } = await read(client);
      return profit as VersionedRecord;
    },
    write: (client, record, round) =>
      client.put(`/v1/users/${operatorId}/profits`, { userProfits: [profitOf(record, round)] }),
  };
};

const configurationResource = async (): Promise<Resource> => ({
  read: async (client) => (await client.get('/v1/configuration')).body.configuration,
  write: (client, configuration, round) =>
    client.patch('/v1/configuration', {
      configuration: { maturityOverdueDays: 20 + round, lockVersion: configuration.lockVersion },
    }),
});

const offerResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const offerId = (await first.post(`/v1/customers/${id}/offers`, { customerOffer: {} })).body.id;
  return {
    read: async (client) => (await client.get(`/v1/customers/${id}/offers/${offerId}`)).body.customerOffer,
    write: (client, offer, round) =>
      client.put(`/v1/customers/${id}/offers/${offerId}`, {
        customerOffer: { nextCallDate: `2031-01-${10 + round}`, lockVersion: offer.lockVersion },
      }),
  };
};

const offerPartResource = async (): Promise<Resource> => {
  const id = await createCustomer(first);
  const offerId = (await first.post(`/v1/customers/${id}/offers`, { customerOffer: {} })).body.id;
  return {
    read: async (client) => (await client.get(`/v1/customers/${id}/offers/${offerId}`)).body.customerOffer,
    write: (client, offer, round) =>
      client.put(`/v1/customers/${id}/offers/${offerId}/application`, {
        customerOffer: { application: { emailSubject: `Nabídka ${round}` }, lockVersion: offer.lockVersion },
      }),
  };
};

const videoResource = async (): Promise<Resource> => {
  const url = 'https://vimeo.com/76979871';
  const videoId = (await first.post('/v1/videos', { video: { title: 'Video', url } })).body.video.id;
  return {
    read: async (client) => byId((await client.get('/v1/videos')).body.videos, videoId),
    write: (client, video, round) =>
      client.put(`/v1/videos/${videoId}`, { video: { title: `Video ${round}`, url, lockVersion: video.lockVersion } }),
  };
};

const billingInfoResource = async (): Promise<Resource> => {
  const billingInfo = billingInfoBody({ name: 'Verze', company: 'Verze s.r.o.', invoicePrefix: 'VER' });
  const id = (await first.post('/v1/billing-info', { billingInfo })).body.id;
  return {
    read: async (client) => (await client.get(`/v1/billing-info/${id}`)).body.billingInfo,
    write: (client, stored, round) =>
      client.put(`/v1/billing-info/${id}`, {
        billingInfo: { ...billingInfo, city: `Kolín ${round}`, lockVersion: stored.lockVersion },
      }),
  };
};

const resources: [string, () => Promise<Resource>][] = [
  ['customer', customerResource],
  ['contact', contactResource],
  ['contact slots', contactSlotsResource],
  ['GPS point', gpsResource],
  ['note', noteResource],
  ['user', userResource],
  ['product', productResource],
  ['tax', taxResource],
  ['ekokom', ekokomResource],
  ['offer price', offerPriceResource],
  ['offer rating', offerRatingResource],
  ['user profit', userProfitResource],
  ['configuration (invoice setting)', configurationResource],
  ['offer', offerResource],
  ['offer part', offerPartResource],
  ['video', videoResource],
  ['invoice', invoiceResource],
  ['billing info', billingInfoResource],
];

describe('stale saves (lockVersion)', () => {
  it.each(resources)('%s: a stale save answers 409 with the current record and changes nothing', async (_, setup) => {
    const { read, write } = await setup();
    const loadedBySecond = await read(second);
    expect(loadedBySecond.lockVersion).toEqual(expect.any(Number));

    const saved = await write(first, await read(first), 1);
    expect(saved.status, saved.text).toBe(200);
    const current = await read(first);
    expect(current.lockVersion).toBe(loadedBySecond.lockVersion + 1);

    const stale = await write(second, loadedBySecond, 2);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body).toEqual({
      error: {
        message: 'error.stale_version',
        detail: {
          current,
          changedBy: 'Petr Dvořák',
          changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      },
      flashMessages: [{ message: 'error.stale_version', severity: 'error' }],
    });
    expect(await read(first)).toEqual(current);

    const overwritten = await write(second, { ...loadedBySecond, lockVersion: current.lockVersion }, 2);
    expect(overwritten.status, overwritten.text).toBe(200);
    expect((await read(first)).lockVersion).toBe(current.lockVersion + 1);
  });

  it('refuses a save without lockVersion as a field error', async () => {
    const id = await createCustomer(first);
    const { lockVersion: _, ...customer } = (await first.get(`/v1/customers/${id}`)).body.customer;
    const response = await first.put(`/v1/customers/${id}`, { customer });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toEqual({ lockVersion: 'required' });
    const slots = await first.put(`/v1/customers/${id}/contacts`, { contacts: [{ name: 'Jan' }] });
    const [contact] = slots.body.contacts;
    const withoutVersion = await first.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ id: contact.id, name: 'Jan 2' }],
    });
    expect(withoutVersion.body.error.detail.fields).toEqual({ '0.lockVersion': 'required' });
  });

  it('user profit: a commission stored since the copy was loaded (sent without a version) is stale too', async () => {
    const operatorId = (await (await t.loginAs('operator2')).get('/v1/auth/logged')).body.user.id;
    const loaded = (await second.get(`/v1/users/${operatorId}/profits`)).body.userProfits;
    const unset = loaded.find((profit: VersionedRecord) => profit.lockVersion === null);
    const profit = (percent: number) => ({
      productId: unset.productId,
      repeaterPercent: percent,
      repeaterPrice: null,
      newPercent: null,
      newPrice: null,
      lockVersion: null,
    });
    expect((await first.put(`/v1/users/${operatorId}/profits`, { userProfits: [profit(3)] })).status).toBe(200);
    const stale = await second.put(`/v1/users/${operatorId}/profits`, { userProfits: [profit(4)] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.detail).toMatchObject({
      current: { productId: unset.productId, repeaterPercent: 3, lockVersion: 1 },
      changedBy: 'Petr Dvořák',
    });
  });

  it('answers 404, not 409, for a missing record', async () => {
    const response = await first.put('/v1/taxes/99999', { tax: 1, isReduced: false, lockVersion: 1 });
    expect(response.status).toBe(404);
  });
});
