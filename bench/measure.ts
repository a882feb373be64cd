import { performance } from 'node:perf_hooks';

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
