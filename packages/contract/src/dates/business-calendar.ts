/**
 * The company's calendar: its days are those of Prague, on the server, in SQL and in every browser, whatever the
 * machine's own time zone. Days travel as yyyy-MM-dd; weeks start on Monday and the working week is Monday–Friday
 * (`weekDiff` counts weeks from the one holding "now").
 */
export const COMPANY_TIME_ZONE = 'Europe/Prague';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const formatDay = (instant: Date) => {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

const HOUR_MS = 3_600_000;
/** Prague's offsets have been whole hours since 1891 (+1, +2, and +0 in the winter of 1946/47), and its clocks change
 * on a whole UTC hour: every instant of one UTC hour falls on the same Prague day. */
const WHOLE_HOURS_SINCE = Date.UTC(1900, 0, 1);
const DAY_CACHE_SIZE = 10_000;
const dayOfHour = new Map<number, string>();

/**
 * The company's calendar day of an instant as yyyy-MM-dd. Remembered per UTC hour (the customer list asks it for
 * every row, and Intl's formatting was the server's busiest function of a list request).
 */
export const companyDayOf = (instant: Date): string => {
  const time = instant.getTime();
  // before 1900 and Invalid Date (NaN): as Intl says, a RangeError for the latter
  if (!(time >= WHOLE_HOURS_SINCE)) return formatDay(instant);
  const hour = Math.floor(time / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size >= DAY_CACHE_SIZE) dayOfHour.clear();
    day = formatDay(instant);
    dayOfHour.set(hour, day);
  }
  return day;
};

/** Today in the company, yyyy-MM-dd. */
export const companyToday = (now: Date = new Date()): string => companyDayOf(now);

/** Days since 1970-01-01 of a yyyy-MM-dd day (whole numbers: the day is read as UTC midnight). */
export const dayNumberOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Adds whole days to a yyyy-MM-dd day. */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumberOf(day) + days);

/** Whole days from one yyyy-MM-dd day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumberOf(to) - dayNumberOf(from);

/** Weekday index of a yyyy-MM-dd day, Monday = 0 … Sunday = 6 (1970-01-01, day 0, was a Thursday). */
export const weekdayIndexOf = (day: string): number => (((dayNumberOf(day) + 3) % 7) + 7) % 7;

/** The Monday (yyyy-MM-dd) of the week `weekDiff` weeks from the one holding the company's day of `now`. */
export const companyWeekStart = (now: Date, weekDiff = 0): string => {
  const today = companyToday(now);
  return addDays(today, -weekdayIndexOf(today) + weekDiff * 7);
};

/** The five working days (yyyy-MM-dd, Monday first) of the week `weekDiff` weeks from the one holding `now`. */
export const companyWorkWeek = (now: Date, weekDiff = 0): string[] => {
  const monday = companyWeekStart(now, weekDiff);
  return Array.from({ length: 5 }, (_, index) => addDays(monday, index));
};
