/** `BENCH_SMOKE=1`: every bench runs at a tiny size and a few iterations, to prove it still works. */
export const isSmoke = process.env.BENCH_SMOKE === '1';
