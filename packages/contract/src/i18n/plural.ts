/** rules §5: Czech plural forms — 0 → form 0, 1 → form 1, 2–4 → form 2, otherwise form 3. */
export const czechPluralForm = (count: number): 0 | 1 | 2 | 3 => {
  const n = Math.abs(count);
  if (n === 0) return 0;
  if (n === 1) return 1;
  if (Number.isInteger(n) && n >= 2 && n <= 4) return 2;
  return 3;
};

/** English: 0 → form 0, 1 → form 1, otherwise form 3 (so catalogs share the same four slots). */
export const englishPluralForm = (count: number): 0 | 1 | 2 | 3 => {
  const n = Math.abs(count);
  if (n === 0) return 0;
  if (n === 1) return 1;
  return 3;
};

/**
 * A plural text is four forms separated by `|`: "zero|one|few|many".
 * `{count}` inside the chosen form is replaced by the number.
 */
export const pluralize = (text: string, count: number, locale: string): string => {
  const forms = text.split('|');
  if (forms.length < 4) return text.replaceAll('{count}', String(count));
  const index = locale === 'en' ? englishPluralForm(count) : czechPluralForm(count);
  return (forms[index] ?? forms[3] ?? '').replaceAll('{count}', String(count));
};
