import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, formatCoordinates, parseCoordinates } from './coordinates';

const prague = { latitude: 50.0755, longitude: 14.4378 };

describe('parseCoordinates', () => {
  it('reads decimal degrees with dot or comma decimals', () => {
    expect(parseCoordinates('50.0755, 14.4378')).toEqual(prague);
    expect(parseCoordinates('50.0755,14.4378')).toEqual(prague);
    expect(parseCoordinates('50.0755 14.4378')).toEqual(prague);
    expect(parseCoordinates('50,0755, 14,4378')).toEqual(prague);
    expect(parseCoordinates('50,0755; 14,4378')).toEqual(prague);
    expect(parseCoordinates('-33.8688, 151.2093')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    expect(parseCoordinates('50, 14')).toEqual({ latitude: 50, longitude: 14 });
  });
  it('reads hemisphere letters with decimals', () => {
    expect(parseCoordinates('50.0755N, 14.4378E')).toEqual(prague);
    expect(parseCoordinates('50.0755° N, 14.4378° E')).toEqual(prague);
    expect(parseCoordinates('N 50.0755, E 14.4378')).toEqual(prague);
    expect(parseCoordinates('33.8688S, 151.2093E')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });
  it('reads degrees, minutes and seconds', () => {
    const parsed = parseCoordinates(`50°4'31.8"N, 14°26'16.1"E`);
    expect(parsed?.latitude).toBeCloseTo(50.0755, 4);
    expect(parsed?.longitude).toBeCloseTo(14.43781, 4);
    expect(parseCoordinates(`50° 4′ 31.8″ N 14° 26′ 16.1″ E`)).toEqual(parsed);
    expect(parseCoordinates(`N 50°4'31.8", E 14°26'16.1"`)).toEqual(parsed);
    expect(parseCoordinates(`50°4,53'N, 14°26,268'E`)?.latitude).toBeCloseTo(50.0755, 4);
    expect(parseCoordinates(`34°36'S, 58°22'W`)).toEqual({ latitude: -34.6, longitude: -58.3666667 });
  });
  it('refuses out-of-range values, wrong axes and nonsense', () => {
    for (const text of [
      '91, 14',
      '50, 181',
      '-90.5, 0',
      `50°61'0"N, 14°0'0"E`,
      `50°4'60"N, 14°0'0"E`,
      '14.4378E, 50.0755N',
      '50.0755N, 14.4378N',
      '50.0755',
      'Praha',
      '',
      '50.0755, 14.4378, 3',
      'N50.1N, 14',
    ]) {
      expect(parseCoordinates(text), text).toBeNull();
    }
  });
  it('formats back as decimal text', () => {
    expect(formatCoordinates(prague)).toBe('50.0755, 14.4378');
  });
});

describe('distanceKm', () => {
  it('measures great-circle distances between known places', () => {
    const brno = { latitude: 49.1951, longitude: 16.6068 };
    expect(distanceKm(prague, brno)).toBeCloseTo(184.3, 0);
    expect(distanceKm(prague, prague)).toBe(0);
    // one degree of latitude ≈ 111.2 km
    expect(distanceKm({ latitude: 50, longitude: 14 }, { latitude: 51, longitude: 14 })).toBeCloseTo(111.19, 1);
  });
  it('bounds every point within the radius in its box', () => {
    const box = boundingBox(prague, 5);
    const east = { latitude: prague.latitude, longitude: box.maxLongitude };
    const north = { latitude: box.maxLatitude, longitude: prague.longitude };
    expect(distanceKm(prague, east)).toBeGreaterThanOrEqual(4.99);
    expect(distanceKm(prague, north)).toBeCloseTo(5, 6);
  });
});
