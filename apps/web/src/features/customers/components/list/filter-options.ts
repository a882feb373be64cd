import { FILTER_FIRST_YEAR } from '@bo/contract/customers/list-schemas';

export type Option = { value: string; label: string };

/** rules §5: years 2005 to next year, newest first. */
export const yearOptions = (now = new Date()): Option[] =>
  Array.from({ length: now.getFullYear() + 1 - FILTER_FIRST_YEAR + 1 }, (_, index) => {
    const year = String(now.getFullYear() + 1 - index);
    return { value: year, label: year };
  });

/** Months 1–12 by name in the current language ("leden", "únor", …). */
export const monthOptions = (locale: string): Option[] => {
  const format = new Intl.DateTimeFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(2000, index, 1)),
  }));
};
