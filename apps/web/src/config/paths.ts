import type { Role } from '@bo/contract/auth/roles';
import type { CatalogKey } from '@bo/contract/i18n/catalog-cs';
import { generatePath } from 'react-router';

const ADMIN: Role = 'administrator';
const OPERATOR: Role = 'operator';
const DRIVER: Role = 'driver';
const ACCOUNTANT: Role = 'accountant';

const ALL: readonly Role[] = [ADMIN, OPERATOR, DRIVER, ACCOUNTANT];
const OFFICE: readonly Role[] = [ADMIN, OPERATOR];
const FIELD: readonly Role[] = [ADMIN, OPERATOR, DRIVER];
const ADMIN_ONLY: readonly Role[] = [ADMIN];

type RouteDefinition = { path: string; roles: readonly Role[] };

/**
 * Every named route of overview §2.1: its path pattern and the roles that may open it (rules §6).
 * All routes but login sit under the optional country prefix.
 */
export const routes = {
  login: { path: '/login', roles: [] },
  home: { path: '/:country?/calendar', roles: FIELD },
  'customer-list': { path: '/:country?/customers', roles: OFFICE },
  customer: { path: '/:country?/customers/:customerId', roles: FIELD },
  'customer-notes': { path: '/:country?/customers/:customerId/notes', roles: OFFICE },
  'customer-offers': { path: '/:country?/customers/:customerId/offers', roles: OFFICE },
  'customer-offer-detail': { path: '/:country?/customers/:customerId/offers/:offerId', roles: OFFICE },
  'customer-applications': { path: '/:country?/customers/:customerId/applications', roles: FIELD },
  'customer-application-detail': {
    path: '/:country?/customers/:customerId/applications/:applicationId',
    roles: FIELD,
  },
  'customer-detail': { path: '/:country?/customers/:customerId/detail', roles: FIELD },
  'customer-map': { path: '/:country?/customers/:customerId/map', roles: OFFICE },
  'customer-invoices': { path: '/:country?/customers/:customerId/invoices', roles: OFFICE },
  'customer-calls': { path: '/:country?/customers/:customerId/calls', roles: OFFICE },
  'invoice-list': { path: '/:country?/invoices', roles: ADMIN_ONLY },
  // bank statement import (decision 121): administrators and accountants
  'bank-statements': { path: '/:country?/invoices/bank-statements', roles: [ADMIN, ACCOUNTANT] },
  // a driver opens the invoice of a delivery from the calendar, read only (decision 113)
  'invoice-detail': { path: '/:country?/invoices/:invoiceId', roles: FIELD },
  map: { path: '/:country?/map', roles: FIELD },
  report: { path: '/:country?/reports', roles: [ADMIN, ACCOUNTANT] },
  'invoicing-list-report': { path: '/:country?/reports/invoicing', roles: ADMIN_ONLY },
  'postpone-invoicing-list-report': { path: '/:country?/reports/postpone-invoicing', roles: ADMIN_ONLY },
  'exits-list-report': { path: '/:country?/reports/exit-inspections', roles: ADMIN_ONLY },
  'wages-report': { path: '/:country?/reports/wages', roles: ADMIN_ONLY },
  'log-books-report': { path: '/:country?/reports/log-books', roles: ADMIN_ONLY },
  'ekokom-list-report': { path: '/:country?/reports/ekokom', roles: ADMIN_ONLY },
  'accountant-report': { path: '/:country?/reports/accountant', roles: [ADMIN, ACCOUNTANT] },
  setting: { path: '/:country?/settings', roles: ADMIN_ONLY },
  'user-setting-list': { path: '/:country?/settings/users', roles: ADMIN_ONLY },
  'user-setting-detail': { path: '/:country?/settings/users/:userId', roles: ADMIN_ONLY },
  'user-setting-profit': { path: '/:country?/settings/users/:userId/profit', roles: ADMIN_ONLY },
  'product-setting-list': { path: '/:country?/settings/products', roles: ADMIN_ONLY },
  'product-setting-detail': { path: '/:country?/settings/products/:productId', roles: ADMIN_ONLY },
  'tax-setting-list': { path: '/:country?/settings/taxes', roles: ADMIN_ONLY },
  // the company's own invoicing entities (decision 174)
  'billing-info-setting-list': { path: '/:country?/settings/billing-infos', roles: ADMIN_ONLY },
  'billing-info-setting-detail': { path: '/:country?/settings/billing-infos/:billingInfoId', roles: ADMIN_ONLY },
  'ekokom-setting-list': { path: '/:country?/settings/ekokom', roles: ADMIN_ONLY },
  'offer-setting': { path: '/:country?/settings/offer', roles: ADMIN_ONLY },
  'video-setting-list': { path: '/:country?/settings/videos', roles: ADMIN_ONLY },
  'invoice-setting': { path: '/:country?/settings/invoice', roles: ADMIN_ONLY },
  'customer-import-setting': { path: '/:country?/settings/customer-import', roles: ADMIN_ONLY },
  'reminder-setting': { path: '/:country?/settings/reminders', roles: ADMIN_ONLY },
  'depot-setting': { path: '/:country?/settings/depot', roles: ADMIN_ONLY },
  'not-found': { path: '/:country?/not-found', roles: ALL },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

export const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && Object.hasOwn(routes, value);

/** The catalog key of a route's title (`route.<name>`), used for the page heading and the page title. */
export const routeTitleKey = (name: RouteName) => `route.${name}` as const satisfies CatalogKey;

export type RouteParams = Record<string, string | number | undefined>;

/** Builds the URL of a named route; `country` fills the optional prefix. */
export const buildPath = (name: RouteName, params: RouteParams = {}): string => {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = String(value);
  return generatePath(routes[name].path as string, values);
};
