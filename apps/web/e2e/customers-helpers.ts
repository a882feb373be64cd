import { expect, type Page } from '@playwright/test';

/** A word no other test (or earlier run) uses, so a search finds exactly one customer. */
export const uniqueWord = () => `Zk${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The API with the browser's session; unsafe methods send the anti-forgery cookie back as the header. */
export const csrfHeaders = async (page: Page): Promise<Record<string, string>> => {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {};
};

export const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/** PATCH /v1/configuration with one key (administrators); returns the configuration before. */
export const patchConfiguration = async (page: Page, configuration: Record<string, unknown>) => {
  const before = await apiGet<{ configuration: Record<string, unknown> }>(page, '/v1/configuration');
  const response = await page.request.patch('/v1/configuration', {
    headers: await csrfHeaders(page),
    data: { configuration: { lockVersion: before.configuration.lockVersion, ...configuration } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return before.configuration;
};

/** Creates a customer through POST /v1/customers as the logged-in user; returns its id. */
export const createCustomer = async (page: Page, company: string, extra: Record<string, unknown> = {}) => {
  const response = await page.request.post('/v1/customers', {
    headers: await csrfHeaders(page),
    data: {
      customer: {
        deliveryAddress: { company, street: 'Nádražní', cp: '318', psc: '26601', city: 'Beroun' },
        ...extra,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
};

type ListResponse = { customers: { id: number }[]; pagination: { pageCount: number } };

/** The oldest demo customers (the list's last page), for finding one with calls or neighbours. */
export const demoCustomerIds = async (page: Page) => {
  const { pagination } = await apiGet<ListResponse>(page, '/v1/customers');
  const { customers } = await apiGet<ListResponse>(page, `/v1/customers?page=${pagination.pageCount}`);
  return customers.map((customer) => customer.id).sort((a, b) => a - b);
};
