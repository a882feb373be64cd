import { readFileSync } from 'node:fs';
import type { Role } from '@bo/contract/auth/roles';
import { companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query';
import { storeFile } from '../../src/services/files/files';
import type { ApiClient } from './api-client';
import { billingInfoBody } from './billing-infos';
import { createCustomer } from './customers';
import { invoiceBody } from './invoices';
import { applicationPart, insertAttachment, insertOffer, insertUserFile, insertVideo } from './offer-fixtures';
import type { TestApp } from './test-app';

/**
 * A real call of each route by a role the permission table allows: the path (and query) a user of that role sends on
 * the demo data, the body, and the status the route answers. Reads and harmless actions use records of the demo data;
 * a call that deletes or settles something gets a record of its own per role. A call with a required body is sent an
 * empty one, and its answer is the route's validation: 400 with field errors.
 */
export type RouteCall = { path: string; body?: unknown; status: number };

type Caller = { client: ApiClient; id: number };
type Make = (role: Role) => Promise<{ path: string; body?: unknown; status?: number }>;

const one = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(t.db, query);
  if (!row) throw new Error('route calls: the demo data lacks a record the walk needs');
  return row;
};

const idOf = async (response: { status: number; body: { id?: number }; text: string }, what: string) => {
  if (response.status !== 200 || typeof response.body.id !== 'number') {
    throw new Error(`route calls: ${what} → ${response.status} ${response.text}`);
  }
  return response.body.id;
};

/** The records of the demo data the reads use, and the makers of records of a call's own. */
export const prepareRouteCalls = async (t: TestApp, callers: Record<Role, Caller>, bodyRoutes: ReadonlySet<string>) => {
  const admin = callers.administrator.client;
  const users = { operator: callers.operator.id, driver: callers.driver.id };
  const delivered = await one<{ customer_id: number; application_id: number; invoice_id: number }>(
    t,
    sql`select a.customer_id, a.id as application_id, i.id as invoice_id
      from customer_applications a join customers c on c.id = a.customer_id
        join invoices i on i.customer_application_id = a.id
      where c.country_code = 'cz' and c.operator_id = ${users.operator} and a.driver_id = ${users.driver}
      order by a.id limit 1`,
  );
  const customerId = delivered.customer_id;
  const base = `/v1/customers/${customerId}`;
  const appBase = `${base}/applications/${delivered.application_id}`;
  const offerId = await insertOffer(t, { customerId, version: 2, operatorId: users.operator });
  const offerV1 = await insertOffer(t, {
    customerId,
    version: 1,
    operatorId: users.operator,
    application: applicationPart(),
  });
  const inspectionId = await idOf(
    await admin.post(`${appBase}/inspections`, { inspection: { company: 'Sklad Kolín', address: 'Polní 3, Kolín' } }),
    'inspection',
  );
  const contactId = await idOf(
    await admin.post(`${base}/contacts`, { contact: { name: 'Jana Malá', phone: '777 123 456' } }),
    'contact',
  );
  const recording = await storeFile(t.db, { name: 'hovor.mp3', bytes: Buffer.from('ID3 demo'), type: 'audio/mpeg' });
  const call = await one<{ id: number }>(
    t,
    sql`insert into customer_calls (external_id, start_date, direction, phone, normalized_phone, recording_file_id)
      values ('walk-call', now(), 'in', '777 123 456', '+420777123456', ${recording.id}) returning id`,
  );
  const item = await one<{ id: number }>(
    t,
    sql`select id from invoice_items where invoice_id = ${delivered.invoice_id} order by id limit 1`,
  );
  const ids = {
    tax: (await one<{ id: number }>(t, sql`select id from taxes where country_code = 'cz' order by id limit 1`)).id,
    ekokom: (await one<{ id: number }>(t, sql`select id from ekokoms where country_code = 'cz' order by id limit 1`))
      .id,
    product: (await one<{ id: number }>(t, sql`select id from products where country_code = 'cz' order by id limit 1`))
      .id,
    rating: (await one<{ id: number }>(t, sql`select id from offer_ratings where country_code = 'cz' limit 1`)).id,
    statement: (await one<{ id: number }>(t, sql`select id from bank_statements where country_code = 'cz' limit 1`)).id,
    billingInfo: (await one<{ id: number }>(t, sql`select id from billing_infos where country_code = 'cz' limit 1`)).id,
  };
  const payment = await one<{ id: number }>(
    t,
    sql`select id from bank_statement_payments where statement_id = ${ids.statement} order by id limit 1`,
  );
  const report = await idOf(
    await admin.post('/v1/reports/accountant/generate', {
      billingInfoId: ids.billingInfo,
      dateFrom: `${new Date().getFullYear()}-01-01`,
      dateTo: `${new Date().getFullYear()}-12-31`,
    }),
    'accountant report',
  );
  const day = companyWorkWeek(new Date())[2] as string;

  /** Path parameters by name, for every route on the records above. */
  const paramValue = (url: string, name: string, role: Role): string => {
    const values: Record<string, string | number> = {
      locale: 'cs',
      id: url.startsWith('/v1/users/')
        ? callers[role].id
        : url.startsWith('/v1/taxes')
          ? ids.tax
          : url.startsWith('/v1/ekokoms')
            ? ids.ekokom
            : url.startsWith('/v1/products')
              ? ids.product
              : url.startsWith('/v1/offer-settings/rating')
                ? ids.rating
                : url.startsWith('/v1/invoices')
                  ? delivered.invoice_id
                  : url.startsWith('/v1/bank-statements')
                    ? ids.statement
                    : url.startsWith('/v1/reports/accountant')
                      ? report
                      : url.startsWith('/v1/billing-info')
                        ? ids.billingInfo
                        : customerId,
      type: 'application',
      customerId,
      callId: call.id,
      subId: contactId,
      offerId,
      detail: 'application',
      appId: delivered.application_id,
      inspectionId,
      itemId: item.id,
      paymentId: payment.id,
      userId: users.operator,
      date: day,
      ic: '27074358',
    };
    const value = values[name];
    if (value === undefined) throw new Error(`route calls: no value for :${name} in ${url}`);
    return String(value);
  };
  const pathOf = (url: string, role: Role) => url.replace(/:([A-Za-z]+)/g, (_, name) => paramValue(url, name, role));

  const newApplication = async () =>
    idOf(await admin.post(`${base}/applications`, { customerApplication: {} }), 'application');
  const newInvoice = async (items: unknown[] = []) => {
    const id = await idOf(
      await admin.post('/v1/invoices', invoiceBody(customerId, ids.billingInfo, { dateIssue: day })),
      'invoice',
    );
    for (const entry of items) await admin.post(`/v1/invoices/${id}/items`, { item: entry });
    return id;
  };
  /** A delivered application part with products and no invoice yet, one per call. */
  const uninvoiced = await queryRows<{ customer_id: number; id: number }>(
    t.db,
    sql`select a.customer_id, a.id from customer_applications a join customers c on c.id = a.customer_id
      where c.country_code = 'cz' and a.application_real_date is not null
        and exists (select 1 from customer_application_products p where p.application_id = a.id and p.part = 'company')
        and not exists (select 1 from invoices i where i.customer_application_id = a.id)
      order by a.id limit 4`,
  );
  const statementSample = readFileSync(new URL('../../../../docs/samples/vypis-43.gpc', import.meta.url));

  /** Calls that need a record of their own or a status other than 200. */
  const special: Record<string, Make> = {
    'DELETE /v1/users/:id': async () => {
      const login = `walk${Math.floor(Math.random() * 1e9)}`;
      const id = await idOf(
        await admin.post('/v1/users', {
          user: {
            name: 'Eva',
            surname: 'Nová',
            login,
            password: 'bezpecne-heslo',
            roles: ['operator'],
            countryCodes: ['cz'],
            userLines: [],
          },
        }),
        'user',
      );
      return { path: `/v1/users/${id}` };
    },
    'POST /v1/users/:id/notifications/:notificationId/read': async (role) => {
      const notification = await one<{ id: number }>(
        t,
        sql`insert into notifications (user_id, message, data, url) values (${callers[role].id}, 'message.walk', '{}', '/')
          returning id`,
      );
      return { path: `/v1/users/${callers[role].id}/notifications/${notification.id}/read` };
    },
    'DELETE /v1/users/:id/files': async (role) => {
      await insertUserFile(t, callers[role].id, 'application', 'walk.pdf', Buffer.from('walk'));
      return { path: `/v1/users/${callers[role].id}/files?customerOfferType=application&filename=walk.pdf` };
    },
    'DELETE /v1/products/:id': async () => {
      const unit = await one<{ id: number }>(t, sql`select id from units order by id limit 1`);
      const product = {
        code: `WALK-${Math.floor(Math.random() * 1e9)}`,
        name: 'Procházka',
        nameInvoice: 'Procházka',
        display: true,
        position: 1,
        unit: unit.id,
        reverseCharge: false,
        priceWithVAT: false,
        idTaxPrice: ids.tax,
        price: 10,
        ekokoms: [],
      };
      return { path: `/v1/products/${await idOf(await admin.post('/v1/products', { product }), 'product')}` };
    },
    'DELETE /v1/taxes/:id': async () => ({
      path: `/v1/taxes/${await idOf(await admin.post('/v1/taxes', { tax: 7, isReduced: true }), 'tax')}`,
    }),
    'DELETE /v1/ekokoms/:id': async () => ({
      path: `/v1/ekokoms/${await idOf(await admin.post('/v1/ekokoms', { ekokom: { name: `Walk ${Math.random()}` } }), 'ekokom')}`,
    }),
    'DELETE /v1/videos/:id': async () => ({ path: `/v1/videos/${await insertVideo(t, { title: 'Procházka' })}` }),
    // a billing info of its own: the demo's are used by invoices (decision 174)
    'DELETE /v1/billing-info/:id': async () => {
      const billingInfo = billingInfoBody({
        name: 'Procházka',
        company: 'Procházka s.r.o.',
        invoicePrefix: `W${Math.floor(Math.random() * 1e4)}`,
      });
      return {
        path: `/v1/billing-info/${await idOf(await admin.post('/v1/billing-info', { billingInfo }), 'billing info')}`,
      };
    },
    'DELETE /v1/customers/:id': async () => ({ path: `/v1/customers/${await createCustomer(admin)}` }),
    'DELETE /v1/customers/:id/contacts/:subId': async () => {
      const other = await createCustomer(admin);
      const id = await idOf(
        await admin.post(`/v1/customers/${other}/contacts`, { contact: { name: 'Petr' } }),
        'contact',
      );
      return { path: `/v1/customers/${other}/contacts/${id}` };
    },
    'DELETE /v1/customers/:id/gps/:subId': async () => {
      const id = await idOf(await admin.post(`${base}/gps`, { gps: { coordinates: '50.08, 14.42' } }), 'gps');
      return { path: `${base}/gps/${id}` };
    },
    // a note is deleted by its author
    'DELETE /v1/customers/:id/notes/:subId': async (role) => {
      const author = callers[role].client;
      const id = await idOf(await author.post(`${base}/notes`, { note: { note: 'Poznámka procházky' } }), 'note');
      return { path: `${base}/notes/${id}` };
    },
    'DELETE /v1/customers/:id/applications/:appId': async () => ({
      path: `${base}/applications/${await newApplication()}`,
    }),
    'DELETE /v1/customers/:id/applications/:appId/inspections/:inspectionId': async () => {
      const id = await idOf(
        await admin.post(`${appBase}/inspections`, { inspection: { company: 'Sklad', address: 'Polní 3' } }),
        'inspection',
      );
      return { path: `${appBase}/inspections/${id}` };
    },
    'DELETE /v1/customers/:id/offers/:offerId/attachments/:fileHash': async () => {
      const offer = await insertOffer(t, { customerId, version: 2, operatorId: users.operator });
      const content = Buffer.from(`příloha ${offer}`);
      const hash = await insertAttachment(t, offer, { fileName: 'Ceník.txt', content, type: 'text/plain' });
      return { path: `${base}/offers/${offer}/attachments/${hash}` };
    },
    'DELETE /v1/customers/:id/offers/:offerId': async () => ({
      path: `${base}/offers/${await insertOffer(t, { customerId, version: 2, operatorId: users.operator })}`,
    }),
    'DELETE /v1/invoices/:id': async () => ({ path: `/v1/invoices/${await newInvoice()}` }),
    'DELETE /v1/invoices/:id/items/:itemId': async () => {
      const invoiceId = await newInvoice([
        { productId: null, code: '', name: 'Odvoz', amount: 1, unit: null, price: 100, sale: 0, taxId: ids.tax },
      ]);
      const created = await one<{ id: number }>(t, sql`select id from invoice_items where invoice_id = ${invoiceId}`);
      return { path: `/v1/invoices/${invoiceId}/items/${created.id}` };
    },
    'POST /v1/customers/:id/applications/:appId/invoice': async () => {
      const next = uninvoiced.shift();
      if (!next) throw new Error('route calls: no uninvoiced delivered application left');
      return { path: `/v1/customers/${next.customer_id}/applications/${next.id}/invoice` };
    },
    'POST /v1/bank-statements/:id/confirm': async (role) => {
      if (role === 'administrator') return { path: `/v1/bank-statements/${ids.statement}/confirm` };
      const uploaded = await idOf(
        await callers[role].client.post('/v1/bank-statements', {
          filename: 'vypis-43.gpc',
          content: statementSample.toString('base64'),
        }),
        'statement',
      );
      return { path: `/v1/bank-statements/${uploaded}/confirm` };
    },
    'POST /v1/customers/:id/offers/:offerId/download': async () => ({
      path: `${base}/offers/${offerV1}/download?detail=application`,
    }),
    'POST /v1/customers/:id/offers/:offerId/:detail/send': async () => ({
      path: `${base}/offers/${offerV1}/application/send`,
      status: 400,
    }),
    'GET /v1/history': async () => ({ path: `/v1/history?entity=customer&id=${customerId}` }),
    'GET /v1/invoices/statistics': async () => ({ path: `/v1/invoices/statistics?year=${day.slice(0, 4)}` }),
    'GET /v1/reports/log-books': async () => ({ path: `/v1/reports/log-books?userId=${users.driver}` }),
    // the telephone exchange is not a user's call: a session without the exchange's bearer token is refused
    'POST /v1/calls/exchange': async () => ({ path: '/v1/calls/exchange', status: 401 }),
    // the permission walk's server has no Peppol provider: queuing an e-invoice is the route's 409 (decision 182)
    'POST /v1/invoices/:id/e-invoice': async () => ({
      path: `/v1/invoices/${delivered.invoice_id}/e-invoice`,
      status: 409,
    }),
    // a payment is paired with one invoice (or set aside); an empty choice names the field
    'PUT /v1/bank-statements/:id/payments/:paymentId': async () => ({
      path: `/v1/bank-statements/${ids.statement}/payments/${payment.id}`,
      status: 400,
    }),
  };

  return async (key: string, role: Role): Promise<RouteCall> => {
    const [method = 'GET', url = ''] = key.split(' ');
    const make = special[key];
    if (make) {
      const made = await make(role);
      const body = made.body ?? (method === 'DELETE' || method === 'GET' ? undefined : {});
      return { path: made.path, body, status: made.status ?? 200 };
    }
    const path = pathOf(url, role);
    if (method === 'GET') return { path, status: 200 };
    return bodyRoutes.has(key) ? { path, body: {}, status: 400 } : { path, body: {}, status: 200 };
  };
};
