import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** A word no demo customer contains, so a search for it isolates a test's own customers. */
export const uniqueWord = (prefix = 'zk') => `${prefix}${randomBytes(4).toString('hex')}`;

export type CustomerBody = Record<string, unknown> & { deliveryAddress?: Record<string, unknown> };

/** A valid customer body; `deliveryAddress` fields merge into the default address. */
export const customerBody = (overrides: CustomerBody = {}) => {
  const { deliveryAddress, billingAddress, ...rest } = overrides;
  return {
    email: 'info@example.cz',
    emailCopy: '',
    agreement: false,
    agreementDate: null,
    rival: '',
    notes: '',
    deliveryAddress: {
      company: 'Zkušební firma s.r.o.',
      street: 'Nádražní',
      cp: '12',
      psc: '26601',
      city: 'Beroun',
      districtId: null,
      ic: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
      ...(deliveryAddress ?? {}),
    },
    billingAddress: {
      company: 'Zkušební firma s.r.o.',
      street: '',
      cp: '',
      psc: '',
      city: '',
      districtId: null,
      ic: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
      sameAsDelivery: true,
      ...((billingAddress as Record<string, unknown> | undefined) ?? {}),
    },
    ...rest,
  };
};

/** Creates a customer through the API and answers its id. */
export const createCustomer = async (client: ApiClient, overrides: CustomerBody = {}) => {
  const response = await client.post('/v1/customers', { customer: customerBody(overrides) });
  if (response.status !== 200) throw new Error(`create customer: ${response.status} ${response.text}`);
  return response.body.id as number;
};

export const userIdOf = async (t: TestApp, login: string) => {
  const result = (await t.db.execute(sql`select id from users where login = ${login}`)) as unknown as {
    rows: { id: number }[];
  };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no user ${login}`);
  return id;
};

export const districtIdOf = async (t: TestApp, name: string, country = 'cz') => {
  const result = (await t.db.execute(
    sql`select id from districts where name = ${name} and country_code = ${country}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no district ${name}`);
  return id;
};

/** The ids of a list answer, for comparing sets of customers. */
export const idsOf = (body: { customers: { id: number }[] }) => body.customers.map((customer) => customer.id).sort();

/** A customer of the other country (sk), created by the administrator who may work in both. */
export const createSlovakCustomer = async (t: TestApp, overrides: CustomerBody = {}) => {
  const admin = await t.loginAs('admin');
  admin.country = 'sk';
  return createCustomer(admin, {
    deliveryAddress: { company: 'Slovenská firma s.r.o.', city: 'Bratislava', psc: '81101', ic: '', dic: '' },
    billingAddress: { ic: '', dic: '' },
    ...overrides,
  });
};
