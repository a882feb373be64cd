import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';

/** The p-th percentile of ascending `sorted` values (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export type Figures = { p50: number; p95: number };

const figuresOf = (times: number[]): Figures => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

/**
 * Sequential timings of two ways to the same answer (the API and its SQL), alternating request by request, so a
 * change of load on the machine hits both alike; a tenth as many rounds (at least 5) warm up first.
 */
export const measurePair = async (iterations: number, api: () => Promise<unknown>, bare: () => Promise<unknown>) => {
  for (let i = 0; i < Math.max(5, iterations / 10); i += 1) {
    await api();
    await bare();
  }
  const apiTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    let start = performance.now();
    await api();
    apiTimes.push(performance.now() - start);
    start = performance.now();
    await bare();
    bareTimes.push(performance.now() - start);
  }
  return { api: figuresOf(apiTimes), bare: figuresOf(bareTimes) };
};

/** Sequential timings of one call. */
export const measure = async (iterations: number, run: () => Promise<unknown>) =>
  (await measurePair(iterations, run, async () => {})).api;

const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * The benches' client: one GET as a browser asks it (`br` or `gzip`), its body read whole, over one kept-alive
 * connection. node:http rather than fetch: the bench's client and server share one thread, and undici's fetch spent
 * 0.6 ms (p50) to 1.6 ms (p95) of its own on each request, which counted as the API's (decision 211).
 */
export const getAnswer = (url: string, cookie: string) =>
  new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const request = get(url, { agent: keptAlive, headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });

/** One printed table row: the API's figures beside its SQL's. */
export const pairRow = (rows: string, api: Figures, bare: Figures) => ({
  rows,
  'API p50 ms': api.p50.toFixed(1),
  'API p95 ms': api.p95.toFixed(1),
  'SQL p50 ms': bare.p50.toFixed(1),
  'SQL p95 ms': bare.p95.toFixed(1),
  'API/SQL p50': (api.p50 / bare.p50).toFixed(2),
  'API/SQL p95': (api.p95 / bare.p95).toFixed(2),
});

/** One bench case: an API path, the same answer from its SQL, and optionally the plan of its statements. */
export type PairCase = { name: string; path: string; bare: () => Promise<unknown>; explain?: () => Promise<string> };

/** A statement's plan with rows and buffers read (EXPLAIN (ANALYZE, BUFFERS)), indented for the bench's output. */
export const explainPlan = async (db: Db, statement: SQL) =>
  (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${statement}`))
    .map((row) => `    ${row['QUERY PLAN']}`)
    .join('\n');

/** An answer's row count: the list's total, else the length of its first array (near customers, statistics). */
const rowsOfAnswer = (body: Record<string, unknown>) => {
  const { pagination } = body as { pagination?: { totalCount?: number } };
  const list = Object.values(body).find(Array.isArray);
  return String(pagination?.totalCount ?? list?.length ?? '');
};

/**
 * Times every case's API request beside its SQL, printing each row as it is measured (a long run interrupted still
 * leaves its figures); the row count is read from the first answer. Returns the table and the case with the slowest
 * API p95 among those with a plan.
 */
export const measureCases = async (options: {
  base: string;
  cookie: string;
  label: string;
  iterations: number;
  cases: PairCase[];
}) => {
  const { base, cookie, label, iterations } = options;
  const rows: Record<string, Record<string, string>> = {};
  let slowest: { item: PairCase; p95: number } | undefined;
  // the first case would otherwise also pay the compilation of the request's whole path (routing, hooks, the
  // driver's parsing): every case shares it, so it warms up once here, beyond each case's own warm-up rounds
  const [first] = options.cases;
  if (first) await measurePair(Math.min(iterations, 100), () => getAnswer(`${base}${first.path}`, cookie), first.bare);
  for (const item of options.cases) {
    const response = await fetch(`${base}${item.path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${item.path}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as Record<string, unknown>;
    const { api, bare } = await measurePair(iterations, () => getAnswer(`${base}${item.path}`, cookie), item.bare);
    rows[item.name] = pairRow(rowsOfAnswer(body), api, bare);
    if (item.explain && (!slowest || api.p95 > slowest.p95)) slowest = { item, p95: api.p95 };
    console.log(`${label} ${item.name}: ${JSON.stringify(rows[item.name])}`);
  }
  return { rows, slowest };
};
