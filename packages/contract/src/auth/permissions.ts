import type { Role } from './roles';

/**
 * Who may call each route. `public`: anyone; `authenticated`: any logged-in user;
 * otherwise the listed roles. `countryScoped` routes also require the `x-country`
 * header (or the user's first country) to be one of the user's countries.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated'; countryScoped: boolean }
  | { kind: 'roles'; roles: readonly Role[]; countryScoped: boolean };

const everyone = { kind: 'public' } as const;
const loggedIn = (countryScoped = true): Access => ({ kind: 'authenticated', countryScoped });
const only = (...allowed: Role[]): Access => ({ kind: 'roles', roles: allowed, countryScoped: true });

const ADMIN: Role = 'administrator';
const OPERATOR: Role = 'operator';
const DRIVER: Role = 'driver';
const ACCOUNTANT: Role = 'accountant';

/** The single permission table: `METHOD /path/:param` → access. A route missing here is refused. */
export const permissionTable: Record<string, Access> = {
  'GET /health': everyone,
  'GET /v1/translations/:locale': everyone,
  'POST /v1/auth/login': everyone,
  'POST /v1/auth/logout': loggedIn(false),
  'GET /v1/auth/logged': loggedIn(false),

  'GET /v1/users': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/users/role': only(ADMIN),
  'GET /v1/users/:id/countries': loggedIn(false),
  'GET /v1/users/:id/notifications': loggedIn(false),
  'POST /v1/users/:id/notifications/:notificationId/read': loggedIn(false),
  'PUT /v1/users/me/language': loggedIn(false),
  'GET /v1/countries': loggedIn(false),

  'GET /v1/configuration': loggedIn(),
  'PATCH /v1/configuration': only(ADMIN),
  'GET /v1/districts': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/billing-info': only(ADMIN, OPERATOR, DRIVER, ACCOUNTANT),
  // settings: billing infos (decision 174)
  'GET /v1/billing-info/:id': only(ADMIN),
  'POST /v1/billing-info': only(ADMIN),
  'PUT /v1/billing-info/:id': only(ADMIN),
  'DELETE /v1/billing-info/:id': only(ADMIN),

  // settings: users
  'POST /v1/users': only(ADMIN),
  'PUT /v1/users/:id': only(ADMIN),
  'DELETE /v1/users/:id': only(ADMIN),
  'POST /v1/users/:id/unlock': only(ADMIN),
  'GET /v1/users/:id/files': only(ADMIN, OPERATOR),
  'POST /v1/users/:id/files': only(ADMIN),
  'DELETE /v1/users/:id/files': only(ADMIN),
  'GET /v1/users/:id/profits': only(ADMIN),
  'PUT /v1/users/:id/profits': only(ADMIN),
  'GET /v1/call/lines': only(ADMIN),

  // settings: products, VAT rates, EKO-KOM, offer settings
  'GET /v1/products': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/products': only(ADMIN),
  'PUT /v1/products/:id': only(ADMIN),
  'DELETE /v1/products/:id': only(ADMIN),
  'GET /v1/units': loggedIn(),
  'GET /v1/payment-types': loggedIn(),
  'GET /v1/taxes': loggedIn(),
  'POST /v1/taxes': only(ADMIN),
  'PUT /v1/taxes/:id': only(ADMIN),
  'DELETE /v1/taxes/:id': only(ADMIN),
  'GET /v1/ekokoms': only(ADMIN),
  'POST /v1/ekokoms': only(ADMIN),
  'PUT /v1/ekokoms/:id': only(ADMIN),
  'DELETE /v1/ekokoms/:id': only(ADMIN),
  'GET /v1/offer-settings': only(ADMIN, OPERATOR),
  'PUT /v1/offer-settings/price/:type': only(ADMIN),
  'PUT /v1/offer-settings/rating/:id': only(ADMIN),
  'POST /v1/prices/calculate-prices': only(ADMIN, OPERATOR, DRIVER),

  // customers (overview §2.5–2.6, rules §6): drivers read the detail and keep contacts and GPS
  'GET /v1/customers': only(ADMIN, OPERATOR),
  'POST /v1/customers': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id': only(ADMIN, OPERATOR),
  'DELETE /v1/customers/:id': only(ADMIN),
  // customer import: a settings screen, so administrators only (decision 156)
  'POST /v1/customers/import': only(ADMIN),
  'GET /v1/customers/:id/contacts': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id/contacts': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/contacts': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id/contacts/:subId': only(ADMIN, OPERATOR, DRIVER),
  'DELETE /v1/customers/:id/contacts/:subId': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/customers/:id/gps': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/gps': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id/gps/:subId': only(ADMIN, OPERATOR, DRIVER),
  'DELETE /v1/customers/:id/gps/:subId': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/customers/:id/notes': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/notes': only(ADMIN, OPERATOR),
  'PUT /v1/customers/:id/notes/:subId': only(ADMIN, OPERATOR),
  'DELETE /v1/customers/:id/notes/:subId': only(ADMIN, OPERATOR),

  // offers (rules §7): administrators and operators; the video catalogue is a setting
  'GET /v1/customers/:id/offers': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/new': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/new/products': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/new/videos': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/offers': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/:offerId': only(ADMIN, OPERATOR),
  'PUT /v1/customers/:id/offers/:offerId': only(ADMIN, OPERATOR),
  'DELETE /v1/customers/:id/offers/:offerId': only(ADMIN, OPERATOR),
  'PUT /v1/customers/:id/offers/:offerId/:detail': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/:offerId/calls': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/:offerId/products': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/offers/:offerId/products': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/:offerId/attachments': only(ADMIN, OPERATOR),
  'PUT /v1/customers/:id/offers/:offerId/attachments': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/offers/:offerId/attachments': only(ADMIN, OPERATOR),
  'DELETE /v1/customers/:id/offers/:offerId/attachments/:fileHash': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/offers/:offerId/videos': only(ADMIN, OPERATOR),
  'PUT /v1/customers/:id/offers/:offerId/videos': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/applications/create-from-offer/:offerId': only(ADMIN, OPERATOR),
  'GET /v1/videos': only(ADMIN),
  'POST /v1/videos': only(ADMIN),
  'PUT /v1/videos/:id': only(ADMIN),
  'DELETE /v1/videos/:id': only(ADMIN),
  'GET /v1/customers/:id/near': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/calls': only(ADMIN, OPERATOR),
  'GET /v1/customers/:customerId/calls/:callId/play': only(ADMIN, OPERATOR),
  // applications and inspections (decision 066): drivers work on deliveries (all but
  // deleting an application); order and delivery-note PDFs for administrators and drivers only
  'GET /v1/customers/:id/applications': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/applications': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/customers/:id/applications/:appId': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id/applications/:appId': only(ADMIN, OPERATOR, DRIVER),
  'PATCH /v1/customers/:id/applications/:appId': only(ADMIN, OPERATOR, DRIVER),
  'DELETE /v1/customers/:id/applications/:appId': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/applications/:appId/products': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/applications/:appId/products': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/applications/:appId/order-file': only(ADMIN, DRIVER),
  'POST /v1/customers/:id/applications/:appId/delivery-file': only(ADMIN, DRIVER),
  'GET /v1/customers/:id/applications/:appId/inspections': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/applications/:appId/inspections': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/customers/:id/applications/:appId/inspections/:inspectionId': only(ADMIN, OPERATOR, DRIVER),
  'DELETE /v1/customers/:id/applications/:appId/inspections/:inspectionId': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/customers/:id/applications/:appId/inspections/:inspectionId/download': only(ADMIN, OPERATOR, DRIVER),
  // change history (decision 152): administrators all, operators their customers' (checked by the service)
  'GET /v1/history': only(ADMIN, OPERATOR),
  // offer documents and mail
  'POST /v1/customers/:id/offers/:offerId/download': only(ADMIN, OPERATOR),
  'POST /v2/customers/:id/offers/:offerId/download': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/offers/:offerId/:detail/send': only(ADMIN, OPERATOR),
  'POST /v2/customers/:id/offers/:offerId/send': only(ADMIN, OPERATOR),
  'POST /v2/customers/:id/offers/:offerId/send-html': only(ADMIN, OPERATOR),
  // calendar and map (rules §6): the day's PDFs are the driver's (administrators show as a driver)
  'GET /v1/calendars/board': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/calendars/:date/schedule': only(ADMIN, DRIVER),
  'POST /v1/calendars/:date/order-delivery': only(ADMIN, DRIVER),
  'POST /v1/calendars/:date/route-order': only(ADMIN, DRIVER),
  'PUT /v1/calendars/:date/route-order': only(ADMIN, DRIVER),
  'GET /v1/maps': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/maps/customers/:id/applications/:appId': only(ADMIN, OPERATOR, DRIVER),
  // invoices (decision 095): the list and statistics are the administrator's (rules §6);
  // operators create, duplicate, lock and unlock; a driver reads an invoice (disabledFields all) and
  // invoices a delivered application from the calendar; delete is the administrator's
  'GET /v1/invoices': only(ADMIN),
  'POST /v1/invoices': only(ADMIN, OPERATOR),
  'GET /v1/invoices/overdue': only(ADMIN, OPERATOR),
  'GET /v1/invoices/statistics': only(ADMIN),
  'GET /v1/invoices/:id': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/invoices/:id': only(ADMIN, OPERATOR),
  'PATCH /v1/invoices/:id': only(ADMIN, OPERATOR),
  'DELETE /v1/invoices/:id': only(ADMIN),
  // a payment matched by mistake is taken back by an administrator (decision 175)
  'POST /v1/invoices/:id/reverse-payment': only(ADMIN),
  'POST /v1/invoices/:id/clone': only(ADMIN, OPERATOR),
  'GET /v1/invoices/:id/items': only(ADMIN, OPERATOR, DRIVER),
  'PUT /v1/invoices/:id/items': only(ADMIN, OPERATOR),
  'POST /v1/invoices/:id/items': only(ADMIN, OPERATOR),
  'DELETE /v1/invoices/:id/items/:itemId': only(ADMIN, OPERATOR),
  'GET /v1/customers/:id/invoices': only(ADMIN, OPERATOR),
  'POST /v1/customers/:id/applications/:appId/invoice': only(ADMIN, OPERATOR, DRIVER),
  // invoice documents: e-mail, bulk PDF, ISDOC, Peppol UBL
  'POST /v1/invoices/send': only(ADMIN, OPERATOR),
  'POST /v1/invoices/send-preview': only(ADMIN, OPERATOR),
  // Peppol e-invoices (decision 182): who sends invoices queues them; who reads an invoice sees the state
  'POST /v1/invoices/:id/e-invoice': only(ADMIN, OPERATOR),
  'GET /v1/invoices/:id/e-invoice': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/e-invoices/run': only(ADMIN),
  'POST /v1/invoices/download': only(ADMIN, OPERATOR, DRIVER),
  'GET /v1/invoices/:id/isdoc': only(ADMIN, OPERATOR),
  'GET /v1/invoices/:id/ubl': only(ADMIN, OPERATOR),
  // credit notes (decision 131): who edits invoices issues them; who reads an invoice sees its credit notes
  'POST /v1/invoices/:id/credit-notes': only(ADMIN, OPERATOR),
  'GET /v1/invoices/:id/credit-notes': only(ADMIN, OPERATOR, DRIVER),
  // payment reminders: an invoice's reminders as its detail; running the job is the administrator's
  'GET /v1/invoices/:id/reminders': only(ADMIN, OPERATOR, DRIVER),
  'POST /v1/reminders/run': only(ADMIN),
  // reports (rules §6): administrators; the accountant report also for accountants
  'GET /v1/reports/invoicing': only(ADMIN),
  'GET /v1/reports/exit-inspections': only(ADMIN),
  'GET /v1/reports/log-books': only(ADMIN),
  'GET /v1/reports/wages/:userId': only(ADMIN),
  'GET /v1/reports/ekokoms': only(ADMIN),
  'GET /v1/reports/accountant': only(ADMIN, ACCOUNTANT),
  'POST /v1/reports/accountant/generate': only(ADMIN, ACCOUNTANT),
  'GET /v1/reports/accountant/:id': only(ADMIN, ACCOUNTANT),
  // company lookup (decision 137): whoever may edit a customer or an invoice
  'GET /v1/ares/:ic': only(ADMIN, OPERATOR),
  // bank statement import (decision 121): administrators and accountants; an invoice's payments as its detail
  'GET /v1/bank-statements': only(ADMIN, ACCOUNTANT),
  'POST /v1/bank-statements': only(ADMIN, ACCOUNTANT),
  'GET /v1/bank-statements/unpaid-invoices': only(ADMIN, ACCOUNTANT),
  'GET /v1/bank-statements/:id': only(ADMIN, ACCOUNTANT),
  'POST /v1/bank-statements/:id/confirm': only(ADMIN, ACCOUNTANT),
  'PUT /v1/bank-statements/:id/payments/:paymentId': only(ADMIN, ACCOUNTANT),
  'GET /v1/invoices/:id/payments': only(ADMIN, OPERATOR, DRIVER, ACCOUNTANT),
  // the telephone exchange: no session, its own bearer token (routes/v1/calls-exchange.ts)
  'POST /v1/calls/exchange': everyone,
};

/** OpenAPI documentation is public reading for staff tools; matched by prefix. */
export const publicPrefixes = ['/v1/docs'] as const;

export const accessFor = (method: string, url: string): Access | undefined => {
  const normalizedMethod = method === 'HEAD' ? 'GET' : method;
  if (publicPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return everyone;
  return permissionTable[`${normalizedMethod} ${url}`];
};

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

export const decideAccess = (
  access: Access | undefined,
  user: { roles: readonly string[] } | undefined,
): AccessDecision => {
  if (!access) return 'forbidden';
  if (access.kind === 'public') return 'allow';
  if (!user) return 'unauthenticated';
  if (access.kind === 'authenticated') return 'allow';
  return access.roles.some((role) => user.roles.includes(role)) ? 'allow' : 'forbidden';
};
