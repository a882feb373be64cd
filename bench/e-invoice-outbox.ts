// The Peppol e-invoice outbox (decision 182): queuing 200 Slovak invoices (each builds its UBL once and stores it,
// locking the invoice) and sending them to a stand-in provider over HTTP on this machine (one outbox run: submit,
// record). Run: npm run bench:e-invoice   (BENCH_SMOKE=1: 10 invoices). The provider's own time is a local answer.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import { queueEInvoice, runEInvoiceOutbox } from '../apps/server/src/services/e-invoices/e-invoice-outbox';
import { insertInvoice } from '../apps/server/test/helpers/invoice-fixtures';
import { startPeppolStandIn } from '../apps/server/test/helpers/peppol-provider';
import { isSmoke } from './smoke';

const INVOICES = isSmoke ? 10 : 200;

const provider = await startPeppolStandIn();
const env = loadEnv({
  NODE_ENV: 'test',
  SEED: 'none',
  PEPPOL_PROVIDER_URL: provider.baseUrl,
  PEPPOL_PROVIDER_TOKEN: provider.token,
});
const database = await openDatabase({ dataDir: 'memory://' });
await seedReference(database.db);
await seedDemo(database.db);
const customers = (await database.db.execute(
  sql`select id from customers where country_code = 'sk' order by id limit 1`,
)) as unknown as { rows: { id: number }[] };
const customerId = customers.rows[0]?.id ?? 1;
const ids: number[] = [];
for (let index = 0; index < INVOICES; index += 1) {
  const invoice = await insertInvoice(database, {
    customerId,
    countryCode: 'sk',
    billingInfo: 'EkoSvoz Slovensko s.r.o.',
    payment: 'bank_transfer',
    items: Array.from({ length: 4 }, (_, line) => ({
      name: `Vývoz odpadu – týždeň ${line + 1}`,
      amount: 1 + line,
      price: 40 + line,
      sale: line % 2 ? 0 : 5,
      tax: line % 2 ? 19 : 23,
    })),
  });
  ids.push(invoice.id);
}

const queueStarted = performance.now();
for (const invoiceId of ids) await queueEInvoice(database.db, env, { invoiceId, countryCode: 'sk', actor: null });
const queueMs = performance.now() - queueStarted;

const sendStarted = performance.now();
const run = await runEInvoiceOutbox({ db: database.db, dbKind: 'pglite', env });
const sendMs = performance.now() - sendStarted;
if (run.sent !== INVOICES || provider.received.length !== INVOICES) {
  throw new Error(`sent ${run.sent} of ${INVOICES}, the provider received ${provider.received.length}`);
}

const [load] = loadavg();
console.log(`e-invoice outbox, ${INVOICES} Slovak invoices of 4 lines, PGlite, load ${load?.toFixed(2)}`);
console.log(
  `  queue (build and store the UBL, lock):   ${queueMs.toFixed(0)} ms, ${(queueMs / INVOICES).toFixed(1)} ms each`,
);
console.log(
  `  send to the provider (one outbox run):  ${sendMs.toFixed(0)} ms, ${(sendMs / INVOICES).toFixed(1)} ms each`,
);
await provider.close();
await database.close();
