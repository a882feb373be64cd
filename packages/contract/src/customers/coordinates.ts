/**
 * GPS coordinates typed by a user: decimal ("50.0755, 14.4378", "50,0755 14,4378",
 * "50.0755N, 14.4378E") or degrees-minutes-seconds ("50°4'31.8"N, 14°26'16.1"E", minutes
 * optional, ′ ″ accepted, the hemisphere before or after). Latitude first.
 */
export type LatLng = { latitude: number; longitude: number };

const NUMBER = String.raw`\d{1,3}(?:[.,]\d+)?`;
const DECIMAL_PART = String.raw`([NS]|[EW])?\s*([-+]?${NUMBER})\s*°?\s*([NS]|[EW])?`;
const DECIMAL = new RegExp(String.raw`^${DECIMAL_PART}\s*[,;\s]\s*${DECIMAL_PART}$`, 'i');
const DMS_PART = String.raw`([NSEW])?\s*(\d{1,3})\s*°\s*(?:(\d{1,2}(?:[.,]\d+)?)\s*['′’]\s*)?(?:(\d{1,2}(?:[.,]\d+)?)\s*(?:["″”]|'')\s*)?([NSEW])?`;
const DMS = new RegExp(String.raw`^${DMS_PART}\s*[,;]?\s*${DMS_PART}$`, 'i');

const toNumber = (value: string | undefined) => (value ? Number(value.replace(',', '.')) : 0);

type Part = { value: number; hemisphere?: string };

/** Applies the hemisphere letter (S and W are negative); refuses a letter on the wrong axis. */
const signed = (part: Part, axis: 'lat' | 'lng'): number | undefined => {
  const letter = part.hemisphere?.toUpperCase();
  if (!letter) return part.value;
  if ((axis === 'lat') !== (letter === 'N' || letter === 'S')) return undefined;
  if (part.value < 0) return undefined;
  return letter === 'S' || letter === 'W' ? -part.value : part.value;
};

const inRange = (latitude: number | undefined, longitude: number | undefined): LatLng | null => {
  if (latitude === undefined || longitude === undefined) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: round7(latitude), longitude: round7(longitude) };
};

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

const parseDms = (match: RegExpExecArray, offset: number): Part | undefined => {
  const degrees = Number(match[offset + 1]);
  const minutes = toNumber(match[offset + 2]);
  const seconds = toNumber(match[offset + 3]);
  if (minutes >= 60 || seconds >= 60) return undefined;
  return { value: degrees + minutes / 60 + seconds / 3600, hemisphere: match[offset] ?? match[offset + 4] };
};

export const parseCoordinates = (input: string): LatLng | null => {
  const text = input.trim();
  const dms = DMS.exec(text);
  if (dms) {
    if ((dms[1] && dms[5]) || (dms[6] && dms[10])) return null;
    const lat = parseDms(dms, 1);
    const lng = parseDms(dms, 6);
    if (!lat || !lng) return null;
    return inRange(signed(lat, 'lat'), signed(lng, 'lng'));
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return null;
  if ((decimal[1] && decimal[3]) || (decimal[4] && decimal[6])) return null;
  const lat = { value: toNumber(decimal[2]), hemisphere: decimal[1] ?? decimal[3] };
  const lng = { value: toNumber(decimal[5]), hemisphere: decimal[4] ?? decimal[6] };
  return inRange(signed(lat, 'lat'), signed(lng, 'lng'));
};

/** "50.0755, 14.4378": how the server stores parsed coordinates back as text. */
export const formatCoordinates = ({ latitude, longitude }: LatLng) => `${latitude}, ${longitude}`;

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export const distanceKm = (from: LatLng, to: LatLng): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/**
 * The latitude/longitude box that holds every point within `radiusKm` of `center`.
 * @internal used by the browser tests (a map shows every pin)
 */
export const boundingBox = (center: LatLng, radiusKm: number) => {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos(radians(center.latitude));
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLng,
    maxLongitude: center.longitude + dLng,
  };
};
