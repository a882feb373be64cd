import type { DistanceMatrix, GpsPoint } from '@bo/contract/route/optimize';

/** How long the route order waits for OSRM before it falls back to great-circle distances. */
export const OSRM_TIMEOUT_MS = 5000;

type TableAnswer = { code?: string; distances?: (number | null)[][] };

/**
 * OSRM's table service (`/table/v1/driving/{lon,lat;…}?annotations=distance`): the road distance
 * in km between every pair of points, or an Error (unreachable, not Ok, a pair without a road).
 */
export const osrmTable = async (
  baseUrl: string,
  points: readonly GpsPoint[],
  timeoutMs = OSRM_TIMEOUT_MS,
): Promise<DistanceMatrix> => {
  const coordinates = points.map((point) => `${point.longitude},${point.latitude}`).join(';');
  const url = `${baseUrl.replace(/\/+$/, '')}/table/v1/driving/${coordinates}?annotations=distance`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`OSRM answered HTTP ${response.status}`);
  const answer = (await response.json()) as TableAnswer;
  if (answer.code !== 'Ok' || !Array.isArray(answer.distances)) throw new Error(`OSRM answered ${answer.code}`);
  const matrix = answer.distances.map((row) =>
    row.map((meters) => {
      if (typeof meters !== 'number' || !Number.isFinite(meters))
        throw new Error('OSRM found no road between two stops');
      return meters / 1000;
    }),
  );
  if (matrix.length !== points.length || matrix.some((row) => row.length !== points.length)) {
    throw new Error('OSRM answered a matrix of the wrong size');
  }
  return matrix;
};
