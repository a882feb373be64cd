import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { femaleNames, femaleSurname, maleNames, positions, surnames, type Town } from './demo-customer-data';

/** mulberry32: the same demo data on every run. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** "Pila Novák" → "pila-novak" for e-mail addresses. */
export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type Random = ReturnType<typeof prng>;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export const weightedTown = (random: Random, pool: Town[]) => {
  const total = pool.reduce((sum, item) => sum + item.weight, 0);
  let left = random() * total;
  for (const item of pool) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return pool[0] as Town;
};

/** Seven random digits and their check digit. */
export const validIc = (random: Random) => {
  const first = String(between(random, 1_000_000, 9_999_999));
  return `${first}${icCheckDigit(first)}`;
};

export const phoneOf = (random: Random, country: 'cz' | 'sk') =>
  country === 'cz'
    ? `${pick(random, ['602', '603', '608', '721', '724', '731', '736', '777', '775', '605'])} ${between(random, 100, 999)} ${between(random, 100, 999)}`
    : `+421 ${pick(random, ['905', '908', '915', '944'])} ${between(random, 100, 999)} ${between(random, 100, 999)}`;

export const personOf = (random: Random) => {
  const isFemale = random() < 0.45;
  const surname = pick(random, surnames);
  return {
    name: isFemale ? pick(random, femaleNames) : pick(random, maleNames),
    surname: isFemale ? femaleSurname(surname) : surname,
    positions: isFemale ? positions.female : positions.male,
  };
};
