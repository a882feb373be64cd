import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, companyToday } from '@bo/contract/dates/business-calendar';
import { DEFAULT_REMINDER_TEXT } from '@bo/contract/reminders/template';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { invoiceReminders, invoices, sentEmails } from '../src/db/schema/index';
import { runReminders } from '../src/services/reminders/run-reminders';
import type { ApiClient } from './helpers/api-client';
import { createCustomer } from './helpers/customers';
import { postgresAdminUrl, testDbKind } from './helpers/database';
import { type FixtureItem, type InsertedInvoice, insertInvoice } from './helpers/invoice-fixtures';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { databaseUrl } from './helpers/seeded-template';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let admin: ApiClient;
let operator: ApiClient;
let customerId: number;
let optedOutId: number;

const items: FixtureItem[] = [{ name: 'Odvoz kuchyňského odpadu', amount: 2, price: 1250.5, tax: 21 }];
const today = companyToday();

/** An unpaid invoice of the test's customer, `overdueDays` past maturity. */
const overdueInvoice = async (options: { overdueDays: number; customer?: number; email?: string; paid?: boolean }) => {
  const invoice = await insertInvoice(t, {
    customerId: options.customer ?? customerId,
    billingInfo: 'EkoSvoz s.r.o.',
    payment: 'bank_transfer',
    email: options.email ?? 'ucetni@pekarna.example',
    emailCopy: options.email === '' ? '' : 'sef@pekarna.example',
    paid: options.paid ?? false,
    items,
  });
  await t.db
    .update(invoices)
    .set({ dateIssue: addDays(today, -options.overdueDays - 14), dateMaturity: addDays(today, -options.overdueDays) })
    .where(eq(invoices.id, invoice.id));
  return invoice;
};

const remindersOf = (id: number) => t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, id));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bo-reminders-'));
  smtp = await startTestSmtp();
  t = await startTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url } });
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  customerId = await createCustomer(admin, { email: 'info@pekarna.example' });
  optedOutId = await createCustomer(admin, { email: 'info@odhlaseno.example', reminderOptOut: true });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('reminder configuration', () => {
  const patch = (client: ApiClient, key: string, value: unknown, lockVersion: number) =>
    client.patch('/v1/configuration', { configuration: { [key]: value, lockVersion } });
  const current = async () => (await admin.get('/v1/configuration')).body.configuration;

  it('answers the reminder keys and saves them one at a time, versioned', async () => {
    const before = await current();
    expect(before).toMatchObject({ reminderEnabled: true, reminderFirstDays: 3, reminderSecondDays: 14 });
    expect(before.reminderText).toBe(DEFAULT_REMINDER_TEXT);
    const saved = await patch(admin, 'reminderSubject', 'Upomínka {number}', before.lockVersion);
    expect(saved.status).toBe(200);
    expect(saved.body.configuration.reminderSubject).toBe('Upomínka {number}');
    const stale = await patch(admin, 'reminderSubject', 'Jiný {number}', before.lockVersion);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');
    const back = await patch(admin, 'reminderSubject', before.reminderSubject, saved.body.configuration.lockVersion);
    expect(back.status).toBe(200);
  });

  it('refuses unknown placeholders, empty templates and days out of order as field errors', async () => {
    const { lockVersion } = await current();
    for (const [key, value, message] of [
      ['reminderText', 'Faktura {cislo} je po splatnosti.', 'unknown_placeholder'],
      ['reminderSubject', 'Upomínka {number} {}', 'unknown_placeholder'],
      ['reminderSubject', '', 'required'],
      ['reminderFirstDays', 0, 'too_small'],
      ['reminderFirstDays', 14, 'not_before_second_reminder'],
      ['reminderSecondDays', 3, 'not_after_first_reminder'],
      ['reminderSecondDays', 1.5, 'invalid_number'],
      ['reminderEnabled', 'yes', 'invalid_type'],
    ] as const) {
      const response = await patch(admin, key, value, lockVersion);
      expect(response.status, `${key}=${value}`).toBe(400);
      expect(response.body.error.message).toBe('error.validation_failed');
      expect(response.body.error.detail.fields).toEqual({ [key]: message });
    }
    expect((await current()).lockVersion).toBe(lockVersion);
  });

  it('is the administrator’s to change (403 for the other roles, 401 logged out)', async () => {
    const { lockVersion } = await current();
    for (const login of ['operator', 'driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await patch(client, 'reminderEnabled', false, lockVersion)).status, login).toBe(403);
    }
    expect((await patch(t.client(), 'reminderEnabled', false, lockVersion)).status).toBe(401);
  });
});

describe('customer opt-out', () => {
  it('is kept on the customer record with its version', async () => {
    const { body } = await admin.get(`/v1/customers/${optedOutId}`);
    expect(body.customer.reminderOptOut).toBe(true);
    const { id, disabledFields, ...customer } = body.customer;
    const saved = await admin.put(`/v1/customers/${optedOutId}`, { customer: { ...customer, reminderOptOut: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.customer.reminderOptOut).toBe(false);
    expect(saved.body.customer.lockVersion).toBe(customer.lockVersion + 1);
    const back = await admin.put(`/v1/customers/${optedOutId}`, { customer: saved.body.customer });
    expect(back.status).toBe(200);
    const optOut = { ...back.body.customer, reminderOptOut: true };
    expect((await admin.put(`/v1/customers/${optedOutId}`, { customer: optOut })).body.customer.reminderOptOut).toBe(
      true,
    );
    const wrong = await admin.put(`/v1/customers/${optedOutId}`, { customer: { ...optOut, reminderOptOut: 'no' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.detail.fields).toMatchObject({ reminderOptOut: 'invalid_type' });
  });
});

describe('the reminders job', () => {
  let fresh: InsertedInvoice;
  let old: InsertedInvoice;
  let untouched: InsertedInvoice[];

  beforeAll(async () => {
    fresh = await overdueInvoice({ overdueDays: 5 });
    old = await overdueInvoice({ overdueDays: 20 });
    untouched = [
      await overdueInvoice({ overdueDays: 2 }), // not yet 3 days
      await overdueInvoice({ overdueDays: 10, paid: true }),
      await overdueInvoice({ overdueDays: 10, email: '' }),
      await overdueInvoice({ overdueDays: 10, customer: optedOutId }),
    ];
    const credit = await overdueInvoice({ overdueDays: 10 });
    await t.db.update(invoices).set({ priceWithVat: '-500.00' }).where(eq(invoices.id, credit.id));
    untouched.push(credit);
  });

  it('records nothing when the mail server refuses (the failure is in the send log)', async () => {
    const result = await runReminders({
      db: t.db,
      dbKind: testDbKind(),
      env: { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: undefined },
      secretBox: t.app.ctx.secretBox,
    });
    expect(result.sent).toBe(0);
    expect(await remindersOf(fresh.id)).toEqual([]);
    const failures = await t.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.entityType, 'invoice_reminder'), eq(sentEmails.entityId, fresh.id)));
    expect(failures.map((row) => row.isOk)).toEqual([false]);
  });

  it('sends each due reminder once when two runs go at the same time', async () => {
    const received = smtp.messages.length;
    let second: Awaited<ReturnType<typeof openDatabase>> | undefined;
    let runs: Promise<{ sent: number }>[];
    if (testDbKind() === 'postgres') {
      // a second server instance: its own connection pool on the same database
      const [row] = (
        (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      second = await openDatabase({ databaseUrl: databaseUrl(postgresAdminUrl(), row?.name ?? ''), dataDir: 'unused' });
      runs = [
        admin.post('/v1/reminders/run').then((response) => response.body),
        runReminders({ db: second.db, dbKind: 'postgres', env: t.app.ctx.env, secretBox: t.app.ctx.secretBox }),
      ];
    } else {
      runs = [admin.post('/v1/reminders/run'), admin.post('/v1/reminders/run')].map((call) =>
        call.then((response) => response.body),
      );
    }
    const results = await Promise.all(runs);
    await second?.close();
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    const mails = smtp.messages.slice(received);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [fresh, old].map((invoice) => `Upomínka – faktura č. ${invoice.number} po splatnosti`).sort(),
    );
    const mail = mails.find((candidate) => candidate.subject.includes(fresh.number));
    expect(mail?.to).toEqual(['ucetni@pekarna.example']);
    expect(mail?.cc).toEqual(['sef@pekarna.example']);
    const text = normaliseSpaces(mail?.text ?? '');
    expect(text).toContain(`faktura č. ${fresh.number} na částku 3 026,21 Kč`);
    const [y, m, d] = addDays(today, -5).split('-');
    expect(text).toContain(`byla splatná ${d}. ${m}. ${y}`);
    expect(text).toContain('naskenovat QR kód v přiložené faktuře');
    expect(text).not.toMatch(/\{\w+\}/);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    const pdfContent = normaliseSpaces(pdfText(pdf?.content ?? Buffer.alloc(0)));
    expect(pdfContent).toContain(fresh.number);
    expect(pdfContent).toContain('QR Platba');
    expect(pdfContent).toContain('3 026,21');
    for (const invoice of [fresh, old]) {
      expect((await remindersOf(invoice.id)).map((row) => [row.level, row.email])).toEqual([
        [1, 'ucetni@pekarna.example, sef@pekarna.example'],
      ]);
    }
    for (const invoice of untouched) expect(await remindersOf(invoice.id)).toEqual([]);
  });

  it('never sends the same level twice; the second comes on a later day', async () => {
    const received = smtp.messages.length;
    expect((await admin.post('/v1/reminders/run')).body).toEqual({ sent: 0 });
    // the first reminder of the old invoice went out yesterday: its second is due (20 ≥ 14 days)
    await t.db
      .update(invoiceReminders)
      .set({ sentAt: new Date(Date.now() - 86_400_000) })
      .where(eq(invoiceReminders.invoiceId, old.id));
    expect((await admin.post('/v1/reminders/run')).body).toEqual({ sent: 1 });
    expect((await admin.post('/v1/reminders/run')).body).toEqual({ sent: 0 });
    expect(smtp.messages.slice(received).map((mail) => mail.subject)).toEqual([
      `Upomínka – faktura č. ${old.number} po splatnosti`,
    ]);
    expect((await remindersOf(old.id)).map((row) => row.level).sort()).toEqual([1, 2]);
    // each reminder goes through the one invoice write: the history lists it with its level (decision 175)
    const history = (await admin.get(`/v1/history?entity=invoice&id=${old.id}`)).body.changes as {
      action: string;
      item: { kind: string; key: string } | null;
      source: unknown;
    }[];
    expect(history.filter((change) => change.item?.kind === 'reminder' && change.action === 'created')).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ key: '2' }), source: { kind: 'reminder', ref: '2' } }),
      expect.objectContaining({ item: expect.objectContaining({ key: '1' }), source: { kind: 'reminder', ref: '1' } }),
    ]);
  });

  it('answers an invoice’s reminders and shows the level on the overdue list', async () => {
    const response = await operator.get(`/v1/invoices/${old.id}/reminders`);
    expect(response.status).toBe(200);
    expect(response.body.reminders).toEqual([
      { level: 1, date: addDays(today, -1), email: 'ucetni@pekarna.example, sef@pekarna.example' },
      { level: 2, date: today, email: 'ucetni@pekarna.example, sef@pekarna.example' },
    ]);
    expect((await admin.get(`/v1/invoices/${untouched[0]?.id}/reminders`)).body).toEqual({ reminders: [] });
    const overdue = (await admin.get('/v1/invoices/overdue')).body.invoices as { id: number; reminderLevel: number }[];
    const levelOf = (id: number) => overdue.find((row) => row.id === id)?.reminderLevel;
    expect([levelOf(fresh.id), levelOf(old.id), levelOf(untouched[2]?.id ?? 0)]).toEqual([1, 2, 0]);
  });

  it('refuses other roles, other countries, unknown invoices and bad ids', async () => {
    for (const login of ['operator', 'driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.post('/v1/reminders/run')).status, login).toBe(403);
    }
    expect((await (await t.loginAs('accountant')).get(`/v1/invoices/${old.id}/reminders`)).status).toBe(403);
    expect((await t.client().post('/v1/reminders/run')).status).toBe(401);
    expect((await t.client().get(`/v1/invoices/${old.id}/reminders`)).status).toBe(401);
    expect((await admin.get('/v1/invoices/2147483647/reminders')).status).toBe(404);
    const bad = await admin.get('/v1/invoices/abc/reminders');
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({ id: 'invalid_number' });
    admin.country = 'sk';
    expect((await admin.get(`/v1/invoices/${old.id}/reminders`)).status).toBe(404);
    admin.country = undefined;
  });
});
