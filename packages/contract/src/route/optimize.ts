import { distanceKm } from '../customers/coordinates';

/**
 * Route order for a driver's day (decision 146): an open path that starts at the depot and ends at
 * the last stop (the driver does not have to come back for the order to be good), built by nearest
 * neighbour from the depot and improved by 2-opt until no exchange shortens it; days of at most
 * EXACT_STOP_LIMIT stops get the exact optimum instead (2-opt is a local search and misses it on
 * some small days, where the exact search costs well under a millisecond). The distance matrix
 * is injectable so a road-distance matrix (OSRM's table service) replaces the great-circle one.
 * Stops without GPS cannot be placed: they go last, in their given order.
 */

export type GpsPoint = { latitude: number; longitude: number };

/** Distances between points: matrix[i][j] = km from point i to point j. Index 0 is the depot. */
export type DistanceMatrix = readonly (readonly number[])[];

/** The great-circle matrix of the depot followed by the stops. */
export const haversineMatrix = (points: readonly GpsPoint[]): number[][] =>
  points.map((from) => points.map((to) => distanceKm(from, to)));

/** Length of an open path 0 → tour[0] → tour[1] → … (indexes into the matrix). */
export const pathLength = (matrix: DistanceMatrix, tour: readonly number[]): number => {
  let total = 0;
  let previous = 0;
  for (const index of tour) {
    total += matrix[previous]?.[index] ?? 0;
    previous = index;
  }
  return total;
};

/** Nearest neighbour from the depot (index 0) over points 1…n−1; ties go to the lower index. */
export const nearestNeighbour = (matrix: DistanceMatrix): number[] => {
  const count = matrix.length;
  const visited = new Array<boolean>(count).fill(false);
  visited[0] = true;
  const tour: number[] = [];
  let current = 0;
  for (let step = 1; step < count; step++) {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    const row = matrix[current] ?? [];
    for (let candidate = 1; candidate < count; candidate++) {
      const distance = row[candidate] ?? Number.POSITIVE_INFINITY;
      if (!visited[candidate] && distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (best < 0) break;
    visited[best] = true;
    tour.push(best);
    current = best;
  }
  return tour;
};

const EPSILON = 1e-9;

/**
 * 2-opt on an open path from the depot: reverses tour[i..j] whenever that shortens the path (the
 * last stop has no successor, so reversing a tail costs only its first edge), until no reversal
 * improves. Works on asymmetric matrices too (the reversed segment's inner edges are recounted).
 */
export const twoOpt = (matrix: DistanceMatrix, start: readonly number[]): number[] => {
  const tour = [...start];
  const n = tour.length;
  const d = (a: number, b: number) => matrix[a]?.[b] ?? 0;
  const symmetric = matrix.every((row, i) => row.every((value, j) => Math.abs(value - d(j, i)) < EPSILON));
  const segment = (i: number, j: number, reversed: boolean) => {
    let total = 0;
    for (let k = i; k < j; k++) {
      const a = tour[k] as number;
      const b = tour[k + 1] as number;
      total += reversed ? d(b, a) : d(a, b);
    }
    return total;
  };
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      const before = i === 0 ? 0 : (tour[i - 1] as number);
      for (let j = i + 1; j < n; j++) {
        const first = tour[i] as number;
        const last = tour[j] as number;
        const after = j + 1 < n ? (tour[j + 1] as number) : -1;
        let delta = d(before, last) - d(before, first);
        if (after >= 0) delta += d(first, after) - d(last, after);
        if (!symmetric) delta += segment(i, j, true) - segment(i, j, false);
        if (delta < -EPSILON) {
          for (let lo = i, hi = j; lo < hi; lo++, hi--) {
            const swap = tour[lo] as number;
            tour[lo] = tour[hi] as number;
            tour[hi] = swap;
          }
          improved = true;
        }
      }
    }
  }
  return tour;
};

/** Up to this many stops the exact order is found (Held–Karp, 2^n·n² steps: 10 stops ≈ 0.1 M). */
export const EXACT_STOP_LIMIT = 10;

/**
 * The shortest open path from the depot over every point (dynamic programming over subsets,
 * Held–Karp). Only for small days: the cost doubles with every stop.
 */
export const exactPath = (matrix: DistanceMatrix): number[] => {
  const n = matrix.length - 1;
  if (n <= 0) return [];
  const d = (a: number, b: number) => matrix[a]?.[b] ?? 0;
  const full = 1 << n;
  const cost = new Float64Array(full * n).fill(Number.POSITIVE_INFINITY);
  const parent = new Int16Array(full * n).fill(-1);
  for (let last = 0; last < n; last++) cost[(1 << last) * n + last] = d(0, last + 1);
  for (let set = 1; set < full; set++) {
    for (let last = 0; last < n; last++) {
      if (!(set & (1 << last))) continue;
      const here = cost[set * n + last] as number;
      if (here === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < n; next++) {
        if (set & (1 << next)) continue;
        const target = (set | (1 << next)) * n + next;
        const candidate = here + d(last + 1, next + 1);
        if (candidate < (cost[target] as number) - EPSILON) {
          cost[target] = candidate;
          parent[target] = last;
        }
      }
    }
  }
  let last = 0;
  for (let candidate = 1; candidate < n; candidate++) {
    if ((cost[(full - 1) * n + candidate] as number) < (cost[(full - 1) * n + last] as number) - EPSILON)
      last = candidate;
  }
  const tour: number[] = [];
  let set = full - 1;
  while (last >= 0) {
    tour.push(last + 1);
    const previous = parent[set * n + last] as number;
    set &= ~(1 << last);
    last = previous;
  }
  return tour.reverse();
};

export type RouteStop<Id> = { id: Id; gps: GpsPoint | null };

export type RouteResult<Id> = {
  /** every stop id in route order (stops without GPS last, in their given order) */
  order: Id[];
  /** km of the open path depot → stops with GPS in route order */
  distanceKm: number;
  /** km of the same stops in their given order (the order of creation) */
  givenOrderDistanceKm: number;
};

/**
 * Orders the stops from the depot. `matrix`, when given, must cover the depot (index 0) and the
 * stops with GPS in their given order (1…m); otherwise the great-circle matrix is used.
 */
export const orderRoute = <Id>(
  depot: GpsPoint,
  stops: readonly RouteStop<Id>[],
  matrix?: DistanceMatrix,
): RouteResult<Id> => {
  const located = stops.filter((stop): stop is { id: Id; gps: GpsPoint } => stop.gps !== null);
  const unlocated = stops.filter((stop) => stop.gps === null);
  const distances = matrix ?? haversineMatrix([depot, ...located.map((stop) => stop.gps)]);
  const tour =
    located.length <= EXACT_STOP_LIMIT ? exactPath(distances) : twoOpt(distances, nearestNeighbour(distances));
  const given = located.map((_, index) => index + 1);
  return {
    order: [...tour.map((index) => (located[index - 1] as { id: Id }).id), ...unlocated.map((stop) => stop.id)],
    distanceKm: pathLength(distances, tour),
    givenOrderDistanceKm: pathLength(distances, given),
  };
};

/** Rounds km for the wire (one decimal). */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
