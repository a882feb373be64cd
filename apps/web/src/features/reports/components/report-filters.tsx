import { REPORT_FIRST_YEAR } from '@bo/contract/reports/schemas';
import { Button, Group, NativeSelect, Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MonthFilter } from '../api/reports';

const currentMonth = (): MonthFilter => {
  const today = new Date();
  return { month: today.getMonth() + 1, year: today.getFullYear() };
};

const numberParam = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/** The report's filter in the address (?userId=&month=&year=), so a report can be linked and reloaded. */
export const useReportFilterParams = () => {
  const [params, setParams] = useSearchParams();
  const now = currentMonth();
  const filter = {
    month: numberParam(params.get('month'), 1, 12) ?? now.month,
    year: numberParam(params.get('year'), REPORT_FIRST_YEAR, now.year + 1) ?? now.year,
    userId: numberParam(params.get('userId'), 1, 2_147_483_647),
  };
  const setFilter = (next: { month: number; year: number; userId?: number }) => {
    const search = new URLSearchParams({ month: String(next.month), year: String(next.year) });
    if (next.userId) search.set('userId', String(next.userId));
    setParams(search, { replace: true });
  };
  return { filter, setFilter };
};

export type FilterUser = { id: number; fullName: string };

/**
 * The filter panel above a report: its fields and buttons in a row. A form when it has `onSubmit`
 * (the values apply on submit); otherwise each field applies as it changes.
 */
export const ReportFilterPanel = ({
  onSubmit,
  align,
  children,
}: {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  align: 'flex-start' | 'flex-end';
  children: ReactNode;
}) => {
  const row = (
    <Group align={align} wrap="wrap" gap="sm">
      {children}
    </Group>
  );
  return onSubmit ? (
    <Paper withBorder p="md" mb="md" component="form" onSubmit={onSubmit}>
      {row}
    </Paper>
  ) : (
    <Paper withBorder p="md" mb="md">
      {row}
    </Paper>
  );
};

/**
 * The filter row of the month reports: optionally a user, month and year, and the search button
 * (overview §2.11). The values apply on search only.
 */
export const MonthFilterForm = ({
  initial,
  users,
  userLabel,
  onSearch,
  extra,
}: {
  initial: { month: number; year: number; userId?: number };
  users?: readonly FilterUser[];
  userLabel?: string;
  onSearch: (filter: { month: number; year: number; userId?: number }) => void;
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [month, setMonth] = useState(String(initial.month));
  const [year, setYear] = useState(String(initial.year));
  const [userId, setUserId] = useState(initial.userId ? String(initial.userId) : '');
  const lastYear = new Date().getFullYear() + 1;
  const years = Array.from({ length: lastYear - REPORT_FIRST_YEAR + 1 }, (_, index) => String(lastYear - index));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ month: Number(month), year: Number(year), userId: userId ? Number(userId) : undefined });
  };
  return (
    <ReportFilterPanel onSubmit={submit} align="flex-end">
      {users && (
        <NativeSelect
          label={userLabel}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          data={users.map((user) => ({ value: String(user.id), label: user.fullName }))}
          w={240}
        />
      )}
      <NativeSelect
        label={t('report.month')}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={Array.from({ length: 12 }, (_, index) => ({
          value: String(index + 1),
          label: t(`report.month_${index + 1}`),
        }))}
        w={150}
      />
      <NativeSelect
        label={t('report.year')}
        value={year}
        onChange={(event) => setYear(event.currentTarget.value)}
        data={years}
        w={110}
      />
      <Button type="submit" leftSection={<IconSearch size={16} />}>
        {t('report.search')}
      </Button>
      {extra}
    </ReportFilterPanel>
  );
};
