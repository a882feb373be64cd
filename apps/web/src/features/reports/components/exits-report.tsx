import { companyToday } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useExitInspections } from '../api/reports';

/** overview §2.11 Exit inspections: the applications delivered on a day with their people. */
export const ExitsReport = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => companyToday());
  const report = useExitInspections(country, date);
  useLoadingFlash(report.isPending, 'message.loading_exit_inspections');
  useErrorFlash(report.error);
  useInfoFlash(report.data?.exitInspections.length === 0, 'message.no_exit_inspections');
  return (
    <>
      <Paper withBorder p="md" mb="md">
        <DateField
          label={t('report.date')}
          value={date}
          onChange={(next) => next && setDate(next)}
          clearable={false}
          w={200}
        />
      </Paper>
      {report.data && report.data.exitInspections.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={760} type="native">
            <Table aria-label={t('report.exits_of', { date: formatDate(report.data.date) })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.company')}</Table.Th>
                  <Table.Th>{t('report.operator')}</Table.Th>
                  <Table.Th>{t('report.driver')}</Table.Th>
                  <Table.Th>{t('report.engineer')}</Table.Th>
                  <Table.Th>{t('report.acceptor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.exitInspections.map((row) => (
                  <Table.Tr key={row.customerApplicationId}>
                    <Table.Td>{row.company}</Table.Td>
                    <Table.Td>{row.operatorName || '–'}</Table.Td>
                    <Table.Td>{row.driverName || '–'}</Table.Td>
                    <Table.Td>{row.engineerName || '–'}</Table.Td>
                    <Table.Td>{row.acceptorName || '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
};
