import { NEXT_CALL_TIME_ZONE } from '../customers/next-call';

/**
 * DESIGN §4 Calendar: weeks start on Monday, five columns Monday–Friday, `weekDiff` relative to
 * the current week. Days are the company's (Europe/Prague), on the server and in every browser.
 */
const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEXT_CALL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The company's calendar day of an instant as yyyy-MM-dd. */
export const companyDayOf = (instant: Date): string => {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Adds whole days to a yyyy-MM-dd day. */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** The five working days (yyyy-MM-dd, Monday first) of the week `weekDiff` weeks from the one holding `now`. */
export const companyWorkWeek = (now: Date, weekDiff = 0): string[] => {
  const today = dayNumber(companyDayOf(now));
  // 1970-01-01 was a Thursday: day number 0 is weekday index 3 (Monday = 0)
  const monday = today - ((today + 3) % 7) + weekDiff * 7;
  return Array.from({ length: 5 }, (_, index) => dayOfNumber(monday + index));
};

/** Weekday index of a yyyy-MM-dd day, Monday = 0 … Sunday = 6. */
export const weekdayIndexOf = (day: string): number => (((dayNumber(day) + 3) % 7) + 7) % 7;

/** rules §9 navigation link zoom 17: Mapy.cz and Google Maps at a point, else searching the address. */
export const NAVIGATION_ZOOM = 17;
export const navigationLinks = (
  gps: readonly { latitude: number; longitude: number }[],
  address: string,
): { mapyCz: string; googleMaps: string } => {
  const point = gps[0];
  if (point) {
    const { latitude: lat, longitude: lon } = point;
    return {
      mapyCz: `https://mapy.cz/zakladni?x=${lon}&y=${lat}&z=${NAVIGATION_ZOOM}&source=coor&id=${lon}%2C${lat}`,
      googleMaps: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}&zoom=${NAVIGATION_ZOOM}`,
    };
  }
  const query = encodeURIComponent(address);
  return {
    mapyCz: `https://mapy.cz/zakladni?q=${query}&z=${NAVIGATION_ZOOM}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${query}&zoom=${NAVIGATION_ZOOM}`,
  };
};
