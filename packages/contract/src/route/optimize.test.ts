import { describe, expect, it } from 'vitest';
import { distanceKm } from '../customers/coordinates';
import {
  exactPath,
  type GpsPoint,
  haversineMatrix,
  nearestNeighbour,
  orderRoute,
  pathLength,
  twoOpt,
} from './optimize';

const permutations = (items: number[]): number[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, index) =>
        permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
      );

/** The shortest open path from the depot by trying every order. */
const bruteForce = (matrix: number[][]) => {
  const indexes = matrix.slice(1).map((_, index) => index + 1);
  return Math.min(...permutations(indexes).map((tour) => pathLength(matrix, tour)));
};

/** A small deterministic generator (mulberry32) for repeatable random instances. */
const random = (seed: number) => {
  let state = seed;
  return () => {
    state += 0x6d2b79f5;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const depot: GpsPoint = { latitude: 50.0755, longitude: 14.4378 };
const randomPoints = (next: () => number, count: number): GpsPoint[] =>
  Array.from({ length: count }, () => ({
    latitude: 49.6 + next() * 1.2,
    longitude: 13.6 + next() * 2.4,
  }));

describe('route order', () => {
  it('measures great-circle distance (Praha – Brno about 185 km)', () => {
    const brno = { latitude: 49.1951, longitude: 16.6068 };
    expect(distanceKm(depot, brno)).toBeGreaterThan(183);
    expect(distanceKm(depot, brno)).toBeLessThan(187);
    expect(distanceKm(depot, depot)).toBe(0);
  });

  it('finds the optimum of 6 points a known line, out of order', () => {
    // stops east of the depot on one parallel, created in a zig-zag order
    const stops = [5, 1, 4, 2, 6, 3].map((step) => ({
      id: `s${step}`,
      gps: { latitude: 50, longitude: 14 + step * 0.1 },
    }));
    const result = orderRoute({ latitude: 50, longitude: 14 }, stops);
    expect(result.order).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(result.distanceKm).toBeCloseTo(
      distanceKm({ latitude: 50, longitude: 14 }, { latitude: 50, longitude: 14.6 }),
      1,
    );
    expect(result.givenOrderDistanceKm).toBeGreaterThan(result.distanceKm * 3);
  });

  it('matches brute force on random 6-point instances', () => {
    const next = random(146);
    for (let round = 0; round < 50; round++) {
      const matrix = haversineMatrix([depot, ...randomPoints(next, 6)]);
      const best = bruteForce(matrix);
      const points = matrix.slice(1).map((_, index) => ({ id: index + 1, gps: depot }));
      const found = orderRoute(depot, points, matrix);
      expect(found.distanceKm).toBeCloseTo(best, 9);
      expect(pathLength(matrix, exactPath(matrix))).toBeCloseTo(best, 9);
      // 2-opt alone is a local search: never better than the optimum
      expect(pathLength(matrix, twoOpt(matrix, nearestNeighbour(matrix)))).toBeGreaterThanOrEqual(best - 1e-9);
    }
  });

  it('never makes the nearest-neighbour path longer', () => {
    const next = random(7);
    for (let round = 0; round < 30; round++) {
      const matrix = haversineMatrix([depot, ...randomPoints(next, 5 + round)]);
      const start = nearestNeighbour(matrix);
      const improved = twoOpt(matrix, start);
      expect(pathLength(matrix, improved)).toBeLessThanOrEqual(pathLength(matrix, start) + 1e-9);
      expect([...improved].sort((a, b) => a - b)).toEqual([...start].sort((a, b) => a - b));
    }
  });

  it('puts stops without GPS last in their given order', () => {
    const result = orderRoute(depot, [
      { id: 1, gps: null },
      { id: 2, gps: { latitude: 50.2, longitude: 14.4 } },
      { id: 3, gps: null },
      { id: 4, gps: { latitude: 50.1, longitude: 14.4 } },
    ]);
    expect(result.order).toEqual([4, 2, 1, 3]);
  });

  it('answers empty and single-stop days', () => {
    expect(orderRoute(depot, [])).toEqual({ order: [], distanceKm: 0, givenOrderDistanceKm: 0 });
    expect(orderRoute(depot, [{ id: 9, gps: null }]).order).toEqual([9]);
    expect(orderRoute(depot, [{ id: 9, gps: depot }]).distanceKm).toBe(0);
  });

  it('uses an injected (asymmetric, road) matrix', () => {
    // going 1 → 2 is cheap, 2 → 1 is a long detour (one-way streets)
    const matrix = [
      [0, 5, 5],
      [5, 0, 1],
      [5, 50, 0],
    ];
    const stops = [
      { id: 'b', gps: { latitude: 0, longitude: 0 } },
      { id: 'a', gps: { latitude: 0, longitude: 0 } },
    ];
    const result = orderRoute(depot, stops, matrix);
    expect(result.order).toEqual(['b', 'a']);
    expect(result.distanceKm).toBe(6);
    // a plain reversal on the asymmetric matrix must recount the inner edges
    expect(pathLength(matrix, twoOpt(matrix, [2, 1]))).toBe(6);
  });

  it('orders 60 stops with nearest neighbour and 2-opt, shorter than the given order', () => {
    const next = random(60);
    const stops = randomPoints(next, 60).map((gps, id) => ({ id, gps }));
    const result = orderRoute(depot, stops);
    expect(new Set(result.order).size).toBe(60);
    const matrix = haversineMatrix([depot, ...stops.map((stop) => stop.gps)]);
    expect(result.distanceKm).toBeLessThanOrEqual(pathLength(matrix, nearestNeighbour(matrix)) + 1e-9);
    expect(result.distanceKm).toBeLessThan(result.givenOrderDistanceKm);
  });
});
