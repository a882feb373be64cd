import { companyToday } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useExitInspections } from '../api/reports';
import { ReportFilterPanel } from './report-filters';
import { ReportTable } from './report-table';

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
      <ReportFilterPanel align="flex-end">
        <DateField
          label={t('report.date')}
          value={date}
          onChange={(next) => next && setDate(next)}
          clearable={false}
          w={200}
        />
      </ReportFilterPanel>
      {report.data && report.data.exitInspections.length > 0 && (
        <ReportTable
          label={t('report.exits_of', { date: formatDate(report.data.date) })}
          minWidth={760}
          columns={[
            { header: t('report.company') },
            { header: t('report.operator') },
            { header: t('report.driver') },
            { header: t('report.engineer') },
            { header: t('report.acceptor') },
          ]}
        >
          {report.data.exitInspections.map((row) => (
            <Table.Tr key={row.customerApplicationId}>
              <Table.Td>{row.company}</Table.Td>
              <Table.Td>{row.operatorName || '–'}</Table.Td>
              <Table.Td>{row.driverName || '–'}</Table.Td>
              <Table.Td>{row.engineerName || '–'}</Table.Td>
              <Table.Td>{row.acceptorName || '–'}</Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      )}
    </>
  );
};
