/** `BENCH_SMOKE=1`: every bench runs at a tiny size and a few iterations, to prove it still works. */
export const isSmoke = process.env.BENCH_SMOKE === '1';

/**
 * A bench's data size from the environment (`BENCH_CUSTOMERS=1000000`): `normal` when unset, `smoke` under
 * BENCH_SMOKE=1. Anything but a whole number from 1 to 10,000,000 stops the bench with the variable's name.
 */
export const benchSize = (name: string, normal: number, smoke: number) => {
  if (isSmoke) return smoke;
  const raw = process.env[name];
  if (raw === undefined || raw === '') return normal;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
    throw new Error(`${name} must be a whole number from 1 to 10000000, not "${raw}"`);
  }
  return value;
};
