// Peppol UBL documents (decision 179): building one invoice's UBL from its loaded data (invoiceContent + invoiceUbl,
// what GET /v1/invoices/{id}/ubl does after its two queries), and validating it as the tests do (xmllint with the
// UBL 2.1 schema, then the EN 16931 and Peppol BIS 3 rules in SaxonJS). The rule sets' one-time compilation is
// timed apart (it is cached in the temporary folder; a warm cache reads and parses the two SEF files).
// Run: npm run bench:ubl   (BENCH_SMOKE=1: a few iterations)
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import { invoiceContent } from '../apps/server/src/services/invoices/documents/invoice-content';
import { loadInvoiceDocument } from '../apps/server/src/services/invoices/documents/load-invoice-documents';
import { invoiceUbl } from '../apps/server/src/services/invoices/documents/ubl';
import { validateUbl } from '../apps/server/test/helpers/document-checks';
import { insertInvoice } from '../apps/server/test/helpers/invoice-fixtures';
import { checkRules, compiledRules, type RuleSet } from '../apps/server/test/helpers/validation-rules';
import { isSmoke } from './smoke';

const BUILDS = isSmoke ? 3 : 2000;
const VALIDATIONS = isSmoke ? 2 : 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => Math.round(value * 100) / 100;

const rulesStarted = performance.now();
await Promise.all([compiledRules('en16931'), compiledRules('peppol')]);
const rulesMs = performance.now() - rulesStarted;

const database = await openDatabase({ dataDir: 'memory://' });
await seedReference(database.db);
await seedDemo(database.db);
const customers = (await database.db.execute(
  sql`select id from customers where country_code = 'cz' order by id limit 1`,
)) as unknown as { rows: { id: number }[] };
const [customer] = customers.rows;
const invoice = await insertInvoice(database, {
  customerId: customer?.id ?? 1,
  billingInfo: 'EkoSvoz s.r.o.',
  payment: 'bank_transfer',
  items: Array.from({ length: 8 }, (_, line) => ({
    name: `Odvoz kuchyňského odpadu – týden ${line + 1}`,
    amount: 1 + line,
    price: 250 + line,
    sale: line % 3 ? 0 : 5,
    tax: line % 2 ? 12 : 21,
    reverseCharge: line === 7,
  })),
});
const data = await loadInvoiceDocument(database.db, 'cz', invoice.id);
await database.close();

let xml = invoiceUbl(invoiceContent(data));
const builds: number[] = [];
for (let run = 0; run < BUILDS; run += 1) {
  const started = performance.now();
  xml = invoiceUbl(invoiceContent(data));
  builds.push(performance.now() - started);
}
const validations: number[] = [];
for (let run = 0; run < VALIDATIONS + 1; run += 1) {
  const started = performance.now();
  const verdict = await validateUbl(xml);
  if (!verdict.isValid) throw new Error(`not valid: ${JSON.stringify(verdict.fatal)} ${verdict.xsd.output}`);
  if (run > 0) validations.push(performance.now() - started);
}

const ruleTimes = async (rules: RuleSet) => {
  const times: number[] = [];
  for (let run = 0; run < VALIDATIONS; run += 1) {
    const started = performance.now();
    await checkRules(rules, xml);
    times.push(performance.now() - started);
  }
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)) };
};
const en16931 = await ruleTimes('en16931');
const peppol = await ruleTimes('peppol');

console.log(`\none invoice of 8 lines (21 % and 12 %, sales, one reverse-charge line), ${xml.length} bytes of UBL`);
console.table({
  'build: invoiceContent + invoiceUbl (ms)': { p50: ms(percentile(builds, 50)), p95: ms(percentile(builds, 95)) },
  'validate: xmllint + EN 16931 + Peppol (ms)': {
    p50: ms(percentile(validations, 50)),
    p95: ms(percentile(validations, 95)),
  },
  '  of which EN 16931 rules (ms)': en16931,
  '  of which Peppol BIS 3 rules (ms)': peppol,
});
console.log(`rule sets ready in ${Math.round(rulesMs)} ms (compiled when the cache was cold, else read)`);
console.log(
  `load average while measured: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
