// The calendar's Czech and Slovak month and day names; dayjs and the locales load with the first date field, not
// the shell.
import 'dayjs/locale/cs';
import 'dayjs/locale/sk';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedDate } from './parse-typed-date';

/** rules §9: dates show as dd. MM. yyyy whatever the browser's language; the value stays yyyy-MM-dd. */
export const DISPLAY_DATE_FORMAT = 'DD. MM. YYYY';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** the input (React 19 passes it as a prop; react-hook-form focuses a field through it) */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The calendar starts on Monday and names months and days in Czech, as rules §9 formats the dates; in Slovak when
 * the app is in Slovak (decision 180).
 */
const DATES_SETTINGS = { locale: 'cs', firstDayOfWeek: 1 } as const;
const DATES_SETTINGS_SK = { locale: 'sk', firstDayOfWeek: 1 } as const;

export const DateField = ({ value, onChange, ...props }: DateFieldProps) => {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={i18n.language === 'sk' ? DATES_SETTINGS_SK : DATES_SETTINGS}>
      <DateInput
        {...props}
        valueFormat={DISPLAY_DATE_FORMAT}
        dateParser={parseTypedDate}
        // the calendar's arrows are named; days of the neighbouring months (grey) are left out and weekends are not
        // coloured red: both fall below the 4.5:1 contrast of WCAG AA
        previousLabel={t('date_field.previous')}
        nextLabel={t('date_field.next')}
        hideOutsideDates
        weekendDays={[]}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
      />
    </DatesProvider>
  );
};
