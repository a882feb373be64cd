// The accountant export at the data set's size (bench/seed.ts: BENCH_CUSTOMERS, BENCH_INVOICES; default 100,000):
// the year with the most documents of one billing info, built by POST /v1/reports/accountant/generate while
// GET /v1/auth/logged is sent one request after another, then downloaded as a file (?asFile=1) the same way. The
// server runs in its own process as `npm start` runs it; its resident memory is read after each step and its peak
// at the end. PostgreSQL, and PGlite on its data folder (BENCH_ONLY=postgres|pglite; the smoke run: PostgreSQL).
// Run: npm run bench:accountant   (BENCH_SMOKE=1: the smoke data set). Copy the table into docs/performance.md.
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/query';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { pgliteBenchDir, postgresBenchUrl } from './customers-databases';
import { percentile } from './measure';
import { benchDataName, openSeededBench } from './seed';
import { memoryOf, startServerProcess } from './server-process';
import { isSmoke } from './smoke';

type Kind = 'postgres' | 'pglite';

/** The billing info and year with the most documents, and how many. */
const biggestYear = async (kind: Kind) => {
  const database = await openSeededBench(kind);
  try {
    const [row] = await queryRows<{ billing_info_id: number; year: number; count: number }>(
      database.db,
      sql`select billing_info_id, extract(year from date_issue)::int as year, count(*)::int as count
        from invoices where country_code = 'cz' group by 1, 2 order by 3 desc, 2 desc limit 1`,
    );
    if (!row) throw new Error('the bench data has no invoices');
    return row;
  } finally {
    await database.close();
  }
};

/** GET /v1/auth/logged one after another until `work` settles; the work's result and each request's time. */
const shortRequestsDuring = async <T>(client: ApiClient, work: Promise<T>) => {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const times: number[] = [];
  while (!isDone) {
    const start = performance.now();
    const response = await client.get('/v1/auth/logged');
    if (response.status !== 200) throw new Error(`short request ${response.status}`);
    times.push(performance.now() - start);
  }
  return { result: await settled, times: times.sort((a, b) => a - b) };
};

/** Reads a download to its end without keeping it: its size in bytes. */
const downloadedBytes = async (url: string, cookie: string) => {
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
  if (response.status !== 200 || !response.body) throw new Error(`download ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return { bytes, encoding: response.headers.get('content-encoding') ?? 'identity' };
};

const measure = async (kind: Kind) => {
  const { billing_info_id: billingInfoId, year, count } = await biggestYear(kind);
  const server = await startServerProcess(
    kind === 'postgres'
      ? { DATABASE_URL: postgresBenchUrl(benchDataName), NODE_ENV: 'production' }
      : { DATA_DIR: pgliteBenchDir(benchDataName), NODE_ENV: 'production' },
  );
  try {
    const admin = new ApiClient(server.url);
    const short = new ApiClient(server.url);
    for (const [client, username] of [
      [admin, 'admin'],
      [short, 'operator'],
    ] as const) {
      const login = await client.post('/v1/auth/login', { username, password: 'demo' });
      if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    }
    const rows: Record<string, string | number>[] = [];
    // the resident memory sampled every 50 ms: each step's highest
    let stepPeak = 0;
    const sampler = setInterval(() => {
      stepPeak = Math.max(stepPeak, memoryOf(server.pid).rssMb);
    }, 50);
    const row = (step: string, ms: number, times: number[], more: Record<string, string | number> = {}) => {
      const memory = memoryOf(server.pid);
      const peak = Math.max(stepPeak, memory.rssMb);
      stepPeak = 0;
      rows.push({
        step,
        s: Number((ms / 1000).toFixed(1)),
        'short requests': times.length,
        'p50 ms': Number(percentile(times, 50).toFixed(1)),
        'p95 ms': Number(percentile(times, 95).toFixed(1)),
        'max ms': Number((times.at(-1) ?? 0).toFixed(1)),
        'RSS after, MB': memory.rssMb,
        'RSS peak, MB': peak,
        ...more,
      });
    };
    for (let warm = 0; warm < 20; warm += 1) await short.get('/v1/auth/logged');
    const idle = await shortRequestsDuring(short, new Promise((resolve) => setTimeout(resolve, isSmoke ? 300 : 3000)));
    row('nothing else running', 0, idle.times);

    const generateStart = performance.now();
    const generated = await shortRequestsDuring(
      short,
      admin.post('/v1/reports/accountant/generate', {
        billingInfoId,
        dateFrom: `${year}-01-01`,
        dateTo: `${year}-12-31`,
      }),
    );
    if (generated.result.status !== 200)
      throw new Error(`generate ${generated.result.status}: ${generated.result.text}`);
    row(
      `generate: ${count.toLocaleString('en')} documents of ${year}`,
      performance.now() - generateStart,
      generated.times,
    );

    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const downloadStart = performance.now();
    const downloaded = await shortRequestsDuring(
      short,
      downloadedBytes(`${server.url}/v1/reports/accountant/${generated.result.body.id}?asFile=1`, cookie),
    );
    row(
      `download as a file (${downloaded.result.encoding}, ${(downloaded.result.bytes / 1_048_576).toFixed(1)} MB of XML)`,
      performance.now() - downloadStart,
      downloaded.times,
    );
    clearInterval(sampler);
    const { peakMb } = memoryOf(server.pid);
    console.log(`\n${kind}, data set ${benchDataName}: the server's peak RSS ${peakMb} MB`);
    console.table(rows);
  } finally {
    await server.stop();
  }
};

const only = process.env.BENCH_ONLY;
for (const kind of ['postgres', 'pglite'] as const) {
  if (only ? only !== kind : isSmoke && kind === 'pglite') continue;
  await measure(kind);
}
