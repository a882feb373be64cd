import { useTranslation } from 'react-i18next';

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;
const STEP = 1000;
const SIGNIFICANT_DIGITS = 3;

/** rules §9: sizes in decimal units with three significant digits ("1,23 MB", "512 B"). */
export const fileSizeParts = (bytes: number, locale: string) => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  // 999 950 B rounds to "1000 kB" with three digits: that is 1 MB.
  if (Number(value.toPrecision(SIGNIFICANT_DIGITS)) >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const formatted = new Intl.NumberFormat(locale, { maximumSignificantDigits: SIGNIFICANT_DIGITS }).format(value);
  return { value: formatted, unit: UNITS[unit] ?? 'B' };
};

export const FileSize = ({ bytes }: { bytes: number }) => {
  const { t, i18n } = useTranslation();
  const { value, unit } = fileSizeParts(bytes, i18n.language);
  return <>{t(`file_size.${unit}`, { value })}</>;
};
