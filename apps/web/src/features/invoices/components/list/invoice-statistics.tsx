import { INVOICE_STATISTICS_FIRST_YEAR } from '@bo/contract/invoices/state';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useInvoiceStatistics } from '../../api/get-invoices';

const CHART_HEIGHT = 140;
const MONTHS = 12;

/**
 * overview §2.8 statistics of a calendar year (2015 … this year): the year's totals and a bar per
 * month drawn in plain SVG; the same figures are in a table under it (the chart is described by it).
 */
export const InvoiceStatistics = ({ country }: { country: string }) => {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const statistics = useInvoiceStatistics(country, year);
  useErrorFlash(statistics.error);
  const tableId = useId();
  const years = Array.from({ length: thisYear - INVOICE_STATISTICS_FIRST_YEAR + 1 }, (_, index) =>
    String(thisYear - index),
  );
  const byMonth = new Map((statistics.data?.months ?? []).map((row) => [row.month, row]));
  const months = Array.from({ length: MONTHS }, (_, index) => {
    const row = byMonth.get(index + 1);
    return { month: index + 1, withoutVat: row?.totalPriceWithoutVat ?? 0, withVat: row?.totalPriceWithVat ?? 0 };
  });
  const max = Math.max(1, ...months.map((row) => row.withoutVat));
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(new Date(2000, month - 1, 1));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${tableId}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} fz="h4" id={`${tableId}-title`}>
            {t('invoice_statistics.title')}
          </Title>
          <NativeSelect
            label={t('invoice_statistics.year')}
            data={years}
            value={String(year)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
            w={120}
          />
        </Group>
        <Group gap="xl" wrap="wrap" data-testid="statistics-totals" aria-live="polite">
          <Text size="sm">
            {t('invoice_statistics.total_without_vat')}:{' '}
            <strong>{formatMoney(statistics.data?.totalPriceWithoutVat ?? 0)}</strong>
          </Text>
          <Text size="sm">
            {t('invoice_statistics.total_with_vat')}:{' '}
            <strong>{formatMoney(statistics.data?.totalPriceWithVat ?? 0)}</strong>
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <div
            role="img"
            aria-label={t('invoice_statistics.chart', { year })}
            aria-describedby={tableId}
            style={{ display: 'flex', alignItems: 'flex-end', gap: 6, height: CHART_HEIGHT + 24 }}
          >
            {months.map((row) => (
              <div
                key={row.month}
                aria-hidden
                style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
              >
                <div
                  style={{
                    width: '100%',
                    height: Math.round((row.withoutVat / max) * CHART_HEIGHT),
                    minHeight: 1,
                    borderRadius: 3,
                    background: 'var(--mantine-primary-color-filled)',
                  }}
                />
                <Text span size="xs" c="gray.8">
                  {row.month}
                </Text>
              </div>
            ))}
          </div>
          <Table id={tableId} fz="xs" verticalSpacing={2} striped>
            <caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text span size="xs" c="dimmed">
                {t('invoice_statistics.table', { year })}
              </Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoice_statistics.month')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithoutVat')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithVat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td>{monthName(row.month)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.withoutVat)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.withVat)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
