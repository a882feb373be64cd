import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomers } from '@/features/customers/api/get-customers';

type CustomerPickerProps = {
  country: string;
  value: number | null;
  /** The chosen customer's name as shown before any search (a prefilled customer). */
  initialLabel?: string;
  error?: string;
  onChange: (customerId: number | null) => void;
};

const SEARCH_DELAY_MS = 250;

/** A new invoice's customer: a search over the customer list (GET /v1/customers?search=). */
export const CustomerPicker = ({ country, value, initialLabel, error, onChange }: CustomerPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState(initialLabel ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // The chosen customer's name in the input is not a new search.
  const query = debounced === chosenLabel ? '' : debounced;
  const customers = useCustomers(country, { search: query || undefined, page: 1 });
  const data = useMemo(() => {
    const options = (customers.data?.customers ?? []).map((customer) => ({
      value: String(customer.id),
      label: `${customer.deliveryAddress.company || `#${customer.id}`} (${customer.id})`,
    }));
    if (value !== null && !options.some((option) => option.value === String(value))) {
      options.unshift({ value: String(value), label: chosenLabel || `#${value}` });
    }
    return options;
  }, [customers.data, value, chosenLabel]);
  return (
    <Select
      label={t('invoice.customer')}
      placeholder={t('invoice.search_customer')}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? '');
        onChange(next === null ? null : Number(next));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('message.no_filter_match')}
      required
      error={error}
    />
  );
};
