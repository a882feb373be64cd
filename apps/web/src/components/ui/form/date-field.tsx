import { DateInput, type DateInputProps } from '@mantine/dates';

/** rules §9: dates show as dd. MM. yyyy whatever the browser's language; the value stays yyyy-MM-dd. */
export const DISPLAY_DATE_FORMAT = 'DD. MM. YYYY';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
};

export const DateField = ({ value, onChange, ...props }: DateFieldProps) => (
  <DateInput
    {...props}
    valueFormat={DISPLAY_DATE_FORMAT}
    value={value || null}
    onChange={(next) => onChange(next ?? '')}
    clearable
  />
);
