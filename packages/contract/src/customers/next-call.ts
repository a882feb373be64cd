import { addDays, companyDayOf, daysBetween } from '../dates/business-calendar';

/**
 * overview §4, rules §9: the customer's next-call colour. Red below 0 days ("today or overdue": a
 * call later today is red too), green from 0 to under 60 days (tomorrow is the first green day),
 * white from 60 days on — and white when no call is planned. Colour ids: 1 red, 2 white, 3 green.
 */
export const nextCallColors = { red: 1, white: 2, green: 3 } as const;
export type NextCallColor = (typeof nextCallColors)[keyof typeof nextCallColors];
export const nextCallColorIds = [1, 2, 3] as const;
export const NEXT_CALL_THRESHOLD_DAYS = 60;

/**
 * Whole days left before the call's day: the calendar days between today and the call's day, not
 * counting either. A call tomorrow is 0, a call today (earlier or later) is −1, yesterday −2.
 */
export const daysUntilNextCall = (nextCall: Date | string, now: Date = new Date()): number => {
  const call = new Date(nextCall);
  if (Number.isNaN(call.getTime())) return Number.NaN;
  return daysBetween(companyDayOf(now), companyDayOf(call)) - 1;
};

export const nextCallColor = (nextCall: Date | string | null | undefined, now: Date = new Date()): NextCallColor => {
  if (nextCall === null || nextCall === undefined || nextCall === '') return nextCallColors.white;
  const days = daysUntilNextCall(nextCall, now);
  if (Number.isNaN(days)) return nextCallColors.white;
  if (days < 0) return nextCallColors.red;
  return days < NEXT_CALL_THRESHOLD_DAYS ? nextCallColors.green : nextCallColors.white;
};

/**
 * Inclusive range of days until the call (GET /v1/customers nextCallInDaysFrom / nextCallInDaysTo).
 * A missing bound is open; a customer with no planned call counts as infinitely far away, so it
 * falls in every range without an upper bound.
 */
export type NextCallRange = { nextCallInDaysFrom?: number; nextCallInDaysTo?: number };

const rangeOfColor: Record<NextCallColor, NextCallRange> = {
  1: { nextCallInDaysTo: -1 },
  3: { nextCallInDaysFrom: 0, nextCallInDaysTo: NEXT_CALL_THRESHOLD_DAYS - 1 },
  2: { nextCallInDaysFrom: NEXT_CALL_THRESHOLD_DAYS },
};

export const nextCallRangeOf = (color: NextCallColor): NextCallRange => rangeOfColor[color];

/**
 * The one range covering the ticked colours, or undefined when they are red and white only (not
 * contiguous: send `colors` instead). No colour or all three: no range (every customer).
 */
export const nextCallRangeForColors = (colors: readonly number[]): NextCallRange | undefined => {
  const ticked = new Set(colors.filter((color): color is NextCallColor => color in rangeOfColor));
  if (ticked.size === 0 || ticked.size === 3) return {};
  const hasRed = ticked.has(nextCallColors.red);
  const hasGreen = ticked.has(nextCallColors.green);
  const hasWhite = ticked.has(nextCallColors.white);
  if (hasRed && hasWhite && !hasGreen) return undefined;
  return {
    ...(hasRed ? {} : { nextCallInDaysFrom: hasGreen ? 0 : NEXT_CALL_THRESHOLD_DAYS }),
    ...(hasWhite ? {} : { nextCallInDaysTo: hasGreen ? NEXT_CALL_THRESHOLD_DAYS - 1 : -1 }),
  };
};

/**
 * The company's calendar days (yyyy-MM-dd) bounding a range: a call is in it when it falls on or
 * after the start of `fromDay` and before the start of `untilDay` (each missing when open).
 */
export const nextCallDaysOf = (
  range: NextCallRange,
  now: Date = new Date(),
): { fromDay?: string; untilDay?: string } => {
  const today = companyDayOf(now);
  const { nextCallInDaysFrom: from, nextCallInDaysTo: to } = range;
  return {
    ...(from === undefined ? {} : { fromDay: addDays(today, from + 1) }),
    ...(to === undefined ? {} : { untilDay: addDays(today, to + 2) }),
  };
};
