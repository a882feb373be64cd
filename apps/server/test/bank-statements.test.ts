import { readFileSync } from 'node:fs';
import { variableSymbol } from '@bo/contract/invoices/numbering';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpcHeader, gpcMessage, gpcTransaction } from '../src/services/bank-statements/gpc-writer';
import type { ApiClient } from './helpers/api-client';
import { createCustomer } from './helpers/customers';
import { createInvoice, type InvoiceFixtures, invoiceBody, invoiceFixtures, rowsOf } from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let accountant: ApiClient;
let operator: ApiClient;
let driver: ApiClient;
let f: InvoiceFixtures;
let customerId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  accountant = await t.loginAs('accountant');
  operator = await t.loginAs('operator');
  driver = await t.loginAs('driver');
  f = await invoiceFixtures(t);
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Platící odběratel s.r.o.' } });
});
afterAll(() => t.close());

type TestInvoice = { id: number; number: string; vs: string; price: number };

/** An unpaid invoice of `price` without VAT (21 % on top), through the API. */
const newInvoice = async (price: number): Promise<TestInvoice> => {
  const id = await createInvoice(admin, invoiceBody(customerId, f.payer.id));
  const item = await admin.post(`/v1/invoices/${id}/items`, {
    item: { name: 'Odvoz odpadu', amount: 1, price, taxId: f.tax[21] },
  });
  expect(item.status, item.text).toBe(200);
  const invoice = (await admin.get(`/v1/invoices/${id}`)).body.invoice;
  return { id, number: invoice.number, vs: variableSymbol(invoice.number), price: invoice.priceWithVat };
};

let statementNumber = 100;
/** The account of the VAT payer's billing info (ES, demo data 2801234578/2010); the non-payer's (JM) is 1234567899. */
const ACCOUNT = '0000002801234578';
const OTHER_BILLING_ACCOUNT = '0000001234567899';
type Tx = Partial<Parameters<typeof gpcTransaction>[0]>;
const nextNumber = () => {
  statementNumber += 1;
  return statementNumber;
};
const gpc = (transactions: (Tx | string)[], number = nextNumber(), account = ACCOUNT) => {
  const lines = transactions.map((tx, index) =>
    typeof tx === 'string'
      ? tx
      : gpcTransaction({
          account,
          counterAccount: '2400123456',
          counterBank: '2010',
          reference: `${number}${String(index + 1).padStart(4, '0')}`,
          amountCents: 0,
          code: 2,
          variableSymbol: '0',
          date: '2026-11-20',
          name: 'Platící odběratel',
          ...tx,
        }),
  );
  const header = gpcHeader({
    account,
    name: 'Svoz odpadu s.r.o.',
    number,
    date: '2026-11-20',
    previousDate: '2026-11-19',
    openingCents: 0,
    closingCents: 0,
    debitCents: 0,
    creditCents: 0,
  });
  return { filename: `vypis-${number}.gpc`, content: Buffer.from([header, ...lines].join('\r\n')).toString('base64') };
};
const cents = (amount: number) => Math.round(amount * 100);

const importStatement = async (body: { filename: string; content: string }, client = admin) => {
  const response = await client.post('/v1/bank-statements', body);
  expect(response.status, response.text).toBe(200);
  return response.body;
};

const countRows = async (table: string) =>
  (await rowsOf<{ count: number }>(t, sql.raw(`select count(*)::int as count from ${table}`)))[0]?.count ?? 0;

describe('import, preview, confirm', () => {
  it('matches by VS and amount, flags two-invoice, over- and foreign payments, and confirms once', async () => {
    // one after another: invoices of one maturity pair in id order, so `first` must get the lower id
    const [exact, first, second, over, foreign] = [
      await newInvoice(1000),
      await newInvoice(500),
      await newInvoice(700),
      await newInvoice(300),
      await newInvoice(200),
    ];
    if (!exact || !first || !second || !over || !foreign) throw new Error('invoices missing');
    const body = gpc([
      { amountCents: cents(exact.price), variableSymbol: exact.vs },
      { amountCents: cents(first.price + second.price), variableSymbol: '0' },
      gpcMessage(`Faktury ${first.vs}, ${second.vs}`),
      { amountCents: cents(over.price) + 10_000, variableSymbol: over.vs },
      { amountCents: 4_840, variableSymbol: foreign.vs, currency: 978 },
      { amountCents: 35_000, code: 1, variableSymbol: '555' },
      { amountCents: 12_345, variableSymbol: '9999999' },
    ]);
    const preview = await importStatement(body, accountant);
    expect(preview).toMatchObject({ account: '2801234578', format: 'gpc', alreadyImported: false, confirmedAt: null });
    const summary = preview.payments.map((payment: Record<string, unknown>) => [
      payment.status,
      payment.reason,
      (payment.invoices as { id: number }[]).map((invoice) => invoice.id),
    ]);
    expect(summary).toEqual([
      ['matched', null, [exact.id]],
      ['doubtful', 'several_invoices', [first.id, second.id]],
      ['doubtful', 'overpayment', [over.id]],
      ['doubtful', 'foreign_currency', []],
      ['ignored', 'debit', []],
      ['unmatched', null, []],
    ]);
    expect(preview.payments[0]).toMatchObject({
      amount: exact.price,
      currency: 'CZK',
      date: '2026-11-20',
      variableSymbol: exact.vs,
      counterAccount: '2400123456/2010',
      applied: false,
    });
    expect(preview).toMatchObject({ paymentCount: 6, matchedCount: 1, doubtfulCount: 3, unmatchedCount: 1 });

    // the same file again changes nothing
    const [statementsBefore, paymentsBefore, filesBefore] = await Promise.all([
      countRows('bank_statements'),
      countRows('bank_statement_payments'),
      countRows('files'),
    ]);
    const again = await importStatement(body, admin);
    expect(again).toMatchObject({ id: preview.id, alreadyImported: true });
    expect([
      await countRows('bank_statements'),
      await countRows('bank_statement_payments'),
      await countRows('files'),
    ]).toEqual([statementsBefore, paymentsBefore, filesBefore]);

    // two confirms at once: one records, the other finds it confirmed
    const [one, two] = await Promise.all([
      accountant.post(`/v1/bank-statements/${preview.id}/confirm`),
      admin.post(`/v1/bank-statements/${preview.id}/confirm`),
    ]);
    expect([one.status, two.status], one.text + two.text).toEqual([200, 200]);
    expect(one.body.paidInvoiceCount + two.body.paidInvoiceCount).toBe(4);
    expect(one.body.flashMessages).toEqual([{ message: 'message.bank_statement_confirmed', severity: 'success' }]);
    expect(one.body.bankStatement.confirmedAt).toEqual(expect.any(String));
    expect(one.body.bankStatement.confirmedBy).toEqual(expect.any(String));

    for (const invoice of [exact, first, second, over]) {
      const read = (await admin.get(`/v1/invoices/${invoice.id}`)).body.invoice;
      expect(read, invoice.number).toMatchObject({ paid: true, datePaid: '2026-11-20', lock: true });
    }
    expect((await admin.get(`/v1/invoices/${foreign.id}`)).body.invoice.paid).toBe(false);
    const payments = await rowsOf<{ invoice_id: number; amount: string }>(
      t,
      sql`select invoice_id, amount::text from invoice_payments where statement_id = ${preview.id} order by id`,
    );
    expect(payments.map((row) => [row.invoice_id, Number(row.amount)])).toEqual([
      [exact.id, exact.price],
      [first.id, first.price],
      [second.id, second.price],
      [over.id, over.price + 100],
    ]);

    // the invoice's detail lists the payment
    const recorded = await operator.get(`/v1/invoices/${over.id}/payments`);
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body.payments).toEqual([
      {
        id: expect.any(Number),
        amount: over.price + 100,
        currency: 'CZK',
        date: '2026-11-20',
        counterAccount: '2400123456/2010',
        variableSymbol: over.vs,
        bankStatementId: preview.id,
        statementNumber: preview.number,
        statementAccount: '2801234578',
      },
    ]);

    // a third confirm is a no-op; so is importing a later statement with the same payments
    const third = await admin.post(`/v1/bank-statements/${preview.id}/confirm`);
    expect(third.body.paidInvoiceCount).toBe(0);
    const overlapping = await importStatement(
      gpc([{ amountCents: cents(exact.price), variableSymbol: exact.vs, reference: `${preview.number}0001` }]),
    );
    expect(overlapping.payments[0]).toMatchObject({ status: 'ignored', reason: 'already_imported' });

    const list = await accountant.get('/v1/bank-statements');
    expect(list.status).toBe(200);
    expect(list.body.bankStatements[0]).toMatchObject({ id: overlapping.id });
    expect(list.body.bankStatements.find((row: { id: number }) => row.id === preview.id)).toMatchObject({
      paymentCount: 6,
      confirmedAt: expect.any(String),
      createdBy: 'Eva Svobodová',
    });
    expect(list.body.pagination).toMatchObject({ page: 1, totalCount: expect.any(Number) });
  });

  it('pays only invoices of the billing info whose account received the payment', async () => {
    const invoice = await newInvoice(400);
    const payment = { amountCents: cents(invoice.price), variableSymbol: invoice.vs };
    const statusOf = (preview: { payments: { status: string; invoices: { id: number }[] }[] }) =>
      preview.payments.map((row) => [row.status, row.invoices.map(({ id }) => id)]);
    // the same variable symbol may exist at the other billing info: its account's statement never pays this invoice
    // (whether the other billing info has an invoice of the same number, and so the same VS, depends on the day:
    // the demo invoices are dated back from today)
    const toOther = await importStatement(gpc([payment], nextNumber(), OTHER_BILLING_ACCOUNT));
    expect(toOther.account).toBe('1234567899');
    const [otherRow] = toOther.payments as { status: string; invoices: { id: number; number: string }[] }[];
    expect(otherRow?.invoices.map(({ id }) => id)).not.toContain(invoice.id);
    expect(otherRow?.invoices.every(({ number }) => number.startsWith('JM'))).toBe(true);
    expect(otherRow?.status).toBe(otherRow?.invoices.length ? 'doubtful' : 'unmatched');
    expect(statusOf(await importStatement(gpc([payment])))).toEqual([['matched', [invoice.id]]]);
  });

  it('reads CAMT.053 with a real XML parser and matches its payments', async () => {
    const invoice = await newInvoice(1000);
    nextNumber();
    const xml = readFileSync(
      new URL('../src/services/bank-statements/samples/camt053-sample.xml', import.meta.url),
      'utf8',
    )
      .replace('VS2026000001', `VS${invoice.vs}`)
      .replace('<ElctrncSeqNb>42</ElctrncSeqNb>', `<ElctrncSeqNb>${statementNumber}</ElctrncSeqNb>`);
    const preview = await importStatement({
      filename: 'camt.xml',
      content: Buffer.from(xml).toString('base64'),
    });
    expect(preview).toMatchObject({ format: 'camt', account: 'CZ6508000000192000145399' });
    expect(preview.payments.map((payment: { status: string; reason: string | null }) => payment.status)).toEqual([
      'matched',
      'unmatched',
      'doubtful',
      'ignored',
    ]);
  });
});

describe('a statement written a part at a time (decision 191)', () => {
  it('shows only when whole; one left unwritten by a crash is refused a while, then replaced by the next import', async () => {
    const payments = Array.from({ length: 1_200 }, (_, index) => ({ amountCents: 100 + index, variableSymbol: '9' }));
    const body = gpc(payments);
    const first = await importStatement(body);
    expect(first.payments).toHaveLength(1_200);

    // as a crash between the parts leaves it: begun, not written
    await t.db.execute(sql`update bank_statements set is_written = false where id = ${first.id}`);
    const listed = (await admin.get('/v1/bank-statements')).body.bankStatements.map((row: { id: number }) => row.id);
    expect(listed).not.toContain(first.id);
    expect((await admin.get(`/v1/bank-statements/${first.id}`)).status).toBe(404);
    expect((await admin.post(`/v1/bank-statements/${first.id}/confirm`)).status).toBe(404);
    const paymentId = first.payments[0].id;
    const pairing = await admin.put(`/v1/bank-statements/${first.id}/payments/${paymentId}`, { invoiceId: null });
    expect(pairing.status).toBe(404);
    // begun a moment ago: another import may be writing it now
    const again = await admin.post('/v1/bank-statements', body);
    expect(again.status, again.text).toBe(409);

    // begun long ago: left by a crash, removed with its payments and file, and the statement imported anew
    await t.db.execute(
      sql`update bank_statements set created_at = now() - interval '11 minutes' where id = ${first.id}`,
    );
    const replaced = await importStatement(body);
    expect(replaced.id).not.toBe(first.id);
    expect(replaced.alreadyImported).toBe(false);
    expect(replaced.payments).toHaveLength(1_200);
    const [left] = (
      (await t.db.execute(
        sql`select count(*)::int as count from bank_statement_payments where statement_id = ${first.id}`,
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    expect(left?.count).toBe(0);
  });
});

describe('pairing by hand', () => {
  it('pairs an unmatched payment, on a confirmed statement records it at once, and refuses a recorded one', async () => {
    const [target, other, paid] = await Promise.all([newInvoice(400), newInvoice(600), newInvoice(100)]);
    if (!target || !other || !paid) throw new Error('invoices missing');
    await admin.patch(`/v1/invoices/${paid.id}`, { invoice: { paid: true } });
    const preview = await importStatement(
      gpc([
        { amountCents: cents(target.price), variableSymbol: '123' },
        { amountCents: cents(target.price + other.price), variableSymbol: '0' },
      ]),
    );
    const [single, double] = preview.payments;
    const path = (paymentId: number) => `/v1/bank-statements/${preview.id}/payments/${paymentId}`;

    // search the unpaid invoices by VS, then by company
    const byVs = await accountant.get(`/v1/bank-statements/unpaid-invoices?search=${target.vs}`);
    expect(byVs.status, byVs.text).toBe(200);
    // the other billing info's invoice of the same number (the same VS) is found too, on some days
    const found = byVs.body.invoices as { id: number; number: string }[];
    expect(found.filter(({ number }) => !number.startsWith('JM')).map(({ id }) => id)).toEqual([target.id]);
    expect(found.find(({ id }) => id === target.id)).toMatchObject({
      amountDue: target.price,
      invoiceCompany: 'Fakturační firma s.r.o.',
    });
    const byCompany = await accountant.get('/v1/bank-statements/unpaid-invoices?search=fakturacni');
    expect(byCompany.body.invoices.length).toBeGreaterThan(0);
    expect(byCompany.body.invoices.some((invoice: { id: number }) => invoice.id === paid.id)).toBe(false);

    // field errors: a paid invoice, both fields, an unknown invoice
    const paidOne = await accountant.put(path(single.id), { invoiceId: paid.id });
    expect(paidOne.status).toBe(400);
    expect(paidOne.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { invoiceId: 'not_available' } },
    });
    const both = await accountant.put(path(single.id), { invoiceId: target.id, invoiceIds: [target.id] });
    expect(both.status).toBe(400);
    expect(both.body.error.detail.fields).toEqual({ invoiceId: 'exactly_one_field' });
    const unknown = await accountant.put(path(single.id), { invoiceIds: [target.id, 2_000_000_000] });
    expect(unknown.body.error.detail.fields).toEqual({ invoiceIds: 'not_available' });

    // pair the two-invoice payment before confirming
    const pairedDouble = await accountant.put(path(double.id), { invoiceIds: [target.id, other.id] });
    expect(pairedDouble.status, pairedDouble.text).toBe(200);
    expect(pairedDouble.body.payment).toMatchObject({ status: 'matched', reason: 'manual', applied: false });
    // unpair it again, then stale version
    const unpaired = await accountant.put(path(double.id), {
      invoiceId: null,
      lockVersion: pairedDouble.body.payment.lockVersion,
    });
    expect(unpaired.body.payment).toMatchObject({ status: 'unmatched', reason: null, invoices: [] });
    const stale = await accountant.put(path(double.id), {
      invoiceIds: [target.id, other.id],
      lockVersion: pairedDouble.body.payment.lockVersion,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');

    const confirmed = await admin.post(`/v1/bank-statements/${preview.id}/confirm`);
    expect(confirmed.body.paidInvoiceCount).toBe(0);

    // after confirming, a pairing is recorded at once and the invoice is paid
    const pairedSingle = await admin.put(path(single.id), { invoiceId: target.id });
    expect(pairedSingle.status, pairedSingle.text).toBe(200);
    expect(pairedSingle.body).toMatchObject({
      paidInvoiceCount: 1,
      payment: { status: 'matched', reason: 'manual', applied: true, invoices: [{ id: target.id }] },
      flashMessages: [{ message: 'message.bank_payment_paired', severity: 'success' }],
    });
    expect((await admin.get(`/v1/invoices/${target.id}`)).body.invoice).toMatchObject({
      paid: true,
      datePaid: '2026-11-20',
    });
    const again = await admin.put(path(single.id), { invoiceId: other.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('error.bank_payment_applied');
    expect((await admin.put(`/v1/bank-statements/${preview.id}/payments/2000000000`, { invoiceId: null })).status).toBe(
      404,
    );
  });
});

describe('malformed files and input', () => {
  it('answers a bad record with its line and writes nothing', async () => {
    const good = gpc([{ amountCents: 100, variableSymbol: '1' }]);
    const text = Buffer.from(good.content, 'base64').toString('latin1');
    const broken = text.replace(/\r\n075(.{44})(.{12})/, (_, head) => `\r\n075${head}00000000012X`);
    const before = await countRows('files');
    const response = await admin.post('/v1/bank-statements', {
      filename: 'spatny.gpc',
      content: Buffer.from(broken, 'latin1').toString('base64'),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      message: 'error.bank_statement_malformed',
      detail: { fields: { content: 'statement_bad_record' }, itemId: 2 },
    });
    const xml = await admin.post('/v1/bank-statements', {
      filename: 'spatny.xml',
      content: Buffer.from('<?xml version="1.0"?>\n<Document>\n<Stmt>\n</Document>').toString('base64'),
    });
    expect(xml.status).toBe(400);
    expect(xml.body.error.detail).toEqual({ fields: { content: 'statement_bad_xml' }, itemId: 4 });
    expect(await countRows('files')).toBe(before);
  });

  it('refuses other file types, missing fields and bad ids', async () => {
    const pdf = await admin.post('/v1/bank-statements', {
      filename: 'vypis.pdf',
      content: Buffer.from('%PDF-1.4 test').toString('base64'),
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.detail.fields).toEqual({ content: 'unsupported_file_type' });
    const missing = await admin.post('/v1/bank-statements', { filename: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.detail.fields).toMatchObject({ filename: 'required', content: 'required' });
    expect((await admin.get('/v1/bank-statements/abc')).status).toBe(400);
    expect((await admin.get('/v1/bank-statements/2000000000')).status).toBe(404);
    expect((await admin.post('/v1/bank-statements/2000000000/confirm')).status).toBe(404);
    expect((await admin.get('/v1/bank-statements?page=0')).status).toBe(400);
  });
});

describe('the invoice records the statement, and a payment matched by mistake is reversed', () => {
  type Change = { action: string; field: string | null; item: { kind: string } | null; source: unknown };
  const historyOf = async (invoiceId: number): Promise<Change[]> => {
    const response = await admin.get(`/v1/history?entity=invoice&id=${invoiceId}`);
    expect(response.status, response.text).toBe(200);
    return response.body.changes;
  };

  it('records the payment with the statement as its source, bumps the version and reverses it', async () => {
    const [wrong, right] = [await newInvoice(800), await newInvoice(900)];
    if (!wrong || !right) throw new Error('invoices missing');
    const before = (await admin.get(`/v1/invoices/${wrong.id}`)).body.invoice;
    const preview = await importStatement(gpc([{ amountCents: cents(wrong.price), variableSymbol: wrong.vs }]));
    const confirmed = await admin.post(`/v1/bank-statements/${preview.id}/confirm`);
    expect(confirmed.body.paidInvoiceCount).toBe(1);

    // the invoice's history names the statement; the form's version is stale now
    const paid = (await admin.get(`/v1/invoices/${wrong.id}`)).body.invoice;
    expect(paid).toMatchObject({ paid: true, lock: true, datePaid: '2026-11-20' });
    expect(paid.lockVersion).toBe(before.lockVersion + 1);
    const source = { kind: 'bank_statement', ref: String(preview.number) };
    const changes = await historyOf(wrong.id);
    expect(changes.filter((change) => change.source !== null)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'changed', field: 'paid', source }),
        expect.objectContaining({ action: 'changed', field: 'datePaid', source }),
        expect.objectContaining({ action: 'changed', field: 'lock', source }),
        expect.objectContaining({ action: 'created', item: expect.objectContaining({ kind: 'payment' }), source }),
      ]),
    );
    const stale = await admin.patch(`/v1/invoices/${wrong.id}`, {
      invoice: { color: 3, lockVersion: before.lockVersion },
    });
    expect(stale.status).toBe(409);

    // the form cannot untick paid; the reversal checks its body and who calls it
    const path = `/v1/invoices/${wrong.id}/reverse-payment`;
    const valid = { lockVersion: paid.lockVersion, reason: `Platba patřila faktuře ${right.number}` };
    for (const [body, fields] of [
      [{ lockVersion: paid.lockVersion, reason: '  ' }, { reason: 'required' }],
      [{ lockVersion: paid.lockVersion }, { reason: 'required' }],
      [{ ...valid, paid: false }, { paid: 'unknown_field' }],
      [{ reason: 'x' }, { lockVersion: 'required' }],
    ] as const) {
      const refused = await admin.post(path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    }
    expect((await t.client().post(path, valid)).status).toBe(401);
    for (const client of [operator, driver, accountant]) expect((await client.post(path, valid)).status).toBe(403);
    const staleReversal = await admin.post(path, { ...valid, lockVersion: before.lockVersion });
    expect(staleReversal.status).toBe(409);
    expect(staleReversal.body.error.message).toBe('error.stale_version');
    expect((await admin.post('/v1/invoices/2000000000/reverse-payment', valid)).status).toBe(404);

    const reversed = await admin.post(path, valid);
    expect(reversed.status, reversed.text).toBe(200);
    expect(reversed.body.invoice).toMatchObject({ paid: false, datePaid: null, lock: true });
    expect(reversed.body.flashMessages).toEqual([{ message: 'message.invoice_payment_reversed', severity: 'success' }]);
    expect((await admin.post(path, { ...valid, lockVersion: reversed.body.invoice.lockVersion })).body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { paid: 'invoice_not_paid' } },
    });
    expect((await admin.get(`/v1/invoices/${wrong.id}/payments`)).body.payments).toEqual([]);
    const reversal = { kind: 'payment_reversal', ref: valid.reason };
    expect(await historyOf(wrong.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'changed', field: 'paid', source: reversal }),
        expect.objectContaining({
          action: 'deleted',
          item: expect.objectContaining({ kind: 'payment' }),
          source: reversal,
        }),
      ]),
    );

    // the bank payment is free again and pays the right invoice
    const statement = (await admin.get(`/v1/bank-statements/${preview.id}`)).body;
    const [payment] = statement.payments;
    expect(payment).toMatchObject({ status: 'unmatched', applied: false, invoices: [] });
    const paired = await admin.put(`/v1/bank-statements/${preview.id}/payments/${payment.id}`, {
      invoiceId: right.id,
    });
    expect(paired.status, paired.text).toBe(200);
    expect(paired.body.paidInvoiceCount).toBe(right.price === wrong.price ? 1 : 0);
    expect((await admin.get(`/v1/invoices/${right.id}/payments`)).body.payments).toHaveLength(1);
  });
});

describe('who may call it', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/v1/bank-statements'],
    ['POST', '/v1/bank-statements', { filename: 'a.gpc', content: 'MDc0' }],
    ['GET', '/v1/bank-statements/unpaid-invoices'],
    ['GET', '/v1/bank-statements/1'],
    ['POST', '/v1/bank-statements/1/confirm'],
    ['PUT', '/v1/bank-statements/1/payments/1', { invoiceId: null }],
  ];

  it('is 401 without a login and 403 for operators and drivers', async () => {
    const anonymous = t.client();
    for (const [method, path, body] of routes) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const client of [operator, driver]) {
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await anonymous.get('/v1/invoices/1/payments')).status).toBe(401);
  });

  it('keeps another country’s statement out of reach', async () => {
    const preview = await importStatement(gpc([{ amountCents: 100, variableSymbol: '1' }]));
    const slovak = await t.loginAs('accountant');
    slovak.country = 'sk';
    expect((await slovak.get(`/v1/bank-statements/${preview.id}`)).status).toBe(404);
    expect((await slovak.post(`/v1/bank-statements/${preview.id}/confirm`)).status).toBe(404);
  });
});
