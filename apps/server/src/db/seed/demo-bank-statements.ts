import { addDays } from '@bo/contract/dates/business-calendar';
import { variableSymbol } from '@bo/contract/invoices/numbering';
import { sql } from 'drizzle-orm';
import { gpcHeader, gpcMessage, gpcTransaction } from '../../services/bank-statements/gpc-writer';
import { importStatement } from '../../services/bank-statements/import-statement';
import type { Db } from '../client';
import { queryRows } from '../query';

type Unpaid = { id: number; number: string; price_with_vat: string; date_issue: string };

/**
 * A GPC statement paying some of the demo's unpaid invoices of a billing info's account: exact
 * payments, an overpayment, a payment of two invoices, an unknown payer and a bank fee (debit).
 * The demo seed imports one, awaiting confirmation (decision 121).
 */
export const demoStatementLines = (options: {
  account: string;
  number: number;
  date: string;
  invoices: readonly Unpaid[];
}) => {
  const [a, b, c, d, e, f] = options.invoices;
  const cents = (invoice: Unpaid | undefined) => Math.round(Number(invoice?.price_with_vat ?? 0) * 100);
  const payments: Parameters<typeof gpcTransaction>[0][] = [];
  const base = {
    account: options.account,
    counterBank: '0100',
    code: 2 as const,
    date: options.date,
    constantSymbol: '0308',
  };
  const push = (fields: Partial<Parameters<typeof gpcTransaction>[0]> & { amountCents: number; name: string }) =>
    payments.push({
      ...base,
      counterAccount: `${1_000_000 + payments.length * 7919}`,
      reference: `${options.number}${String(payments.length + 1).padStart(5, '0')}`,
      variableSymbol: '0',
      ...fields,
    });
  for (const invoice of [a, b].filter(Boolean))
    push({ amountCents: cents(invoice), variableSymbol: variableSymbol(invoice?.number ?? ''), name: 'Odberatel' });
  if (c)
    push({ amountCents: cents(c) + 50_000, variableSymbol: variableSymbol(c.number), name: 'Odberatel preplatek' });
  const lines = payments.map(gpcTransaction);
  if (d && e) {
    lines.push(
      gpcTransaction({
        ...base,
        counterAccount: '2400123456',
        counterBank: '2010',
        reference: `${options.number}90001`,
        amountCents: cents(d) + cents(e),
        variableSymbol: '0',
        name: 'Sberne suroviny',
      }),
      gpcMessage(`Uhrada faktur ${variableSymbol(d.number)} a ${variableSymbol(e.number)}`),
    );
  }
  lines.push(
    gpcTransaction({
      ...base,
      counterAccount: '19000123',
      reference: `${options.number}90002`,
      amountCents: f ? cents(f) - 10_000 : 150_000,
      variableSymbol: '77001',
      name: 'Neznamy platce',
    }),
    gpcTransaction({
      ...base,
      counterAccount: '0',
      counterBank: '0000',
      reference: `${options.number}90003`,
      amountCents: 14_900,
      code: 1,
      variableSymbol: '0',
      name: 'Poplatek za vedeni',
    }),
  );
  const credit = lines.reduce((sum, line) => (line[60] === '2' ? sum + Number(line.slice(48, 60)) : sum), 0);
  const header = gpcHeader({
    account: options.account,
    name: 'Ekosluzby s.r.o.',
    number: options.number,
    date: options.date,
    previousDate: addDays(options.date, -1),
    openingCents: 25_000_000,
    closingCents: 25_000_000 + credit - 14_900,
    debitCents: 14_900,
    creditCents: credit,
  });
  return [header, ...lines].join('\r\n');
};

/** Imports the demo statements of the first Czech billing info's account. */
export const seedDemoBankStatements = async (db: Db, today: string) => {
  const [billing] = await queryRows<{ id: number; bank_account: string }>(
    db,
    sql`select id, bank_account from billing_infos where country_code = 'cz' order by id limit 1`,
  );
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'admin'`);
  if (!billing || !admin) return;
  const unpaid = await queryRows<Unpaid>(
    db,
    sql`select id, number, price_with_vat::text, to_char(date_issue, 'YYYY-MM-DD') as date_issue from invoices
      where billing_info_id = ${billing.id} and not paid and price_with_vat > 0 and date_issue <= ${today}
      order by date_issue, id limit 6`,
  );
  if (unpaid.length < 6) return;
  const account = billing.bank_account.split('/')[0] ?? '0';
  // awaiting confirmation: the demo's invoices stay as they are until a user confirms it
  const text = demoStatementLines({ account, number: 42, date: addDays(today, -1), invoices: unpaid.slice(0, 6) });
  await importStatement(db, {
    countryCode: 'cz',
    actorId: admin.id,
    filename: 'vypis-42.gpc',
    content: Buffer.from(text, 'latin1').toString('base64'),
  });
};
