import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useWages } from '../api/reports';
import { formatAmount } from './format-number';
import { MonthFilterForm, useReportFilterParams } from './report-filters';
import { ReportTable } from './report-table';
import { useReportOperators } from './use-report-users';

/**
 * overview §2.11 Wages: an operator's commissions of a month per product (the first operator when
 * none is chosen; loads only with a user) and their sum.
 */
export const WagesReport = ({ country }: { country: string }) => {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { filter, setFilter } = useReportFilterParams();
  const operators = useReportOperators(country);
  const userId = filter.userId ?? operators.data?.[0]?.id;
  const report = useWages(country, userId ? { userId, month: filter.month, year: filter.year } : null);
  useLoadingFlash(report.isFetching, 'message.loading_user_commissions');
  useErrorFlash(report.error ?? operators.error);
  useInfoFlash(report.data?.userCommissions.length === 0, 'message.no_user_commissions');
  useInfoFlash(operators.data?.length === 0, 'message.no_user');
  if (!operators.data) return null;
  return (
    <>
      <MonthFilterForm
        key={`${userId}-${filter.month}-${filter.year}`}
        initial={{ ...filter, userId }}
        users={operators.data}
        userLabel={t('report.operator')}
        onSearch={setFilter}
      />
      {report.data && report.data.userCommissions.length > 0 && (
        <ReportTable
          label={t('route.wages-report')}
          minWidth={860}
          columns={[
            { header: t('report.product') },
            { header: t('report.price'), isNumber: true },
            { header: t('report.commission_repeater'), isNumber: true },
            { header: t('report.commission_new'), isNumber: true },
            { header: t('report.pieces'), isNumber: true },
            { header: t('report.total_price'), isNumber: true },
            { header: t('report.total_commission'), isNumber: true },
          ]}
          footer={
            <Table.Tr>
              <Table.Th colSpan={6}>
                <Text fw={700} size="sm">
                  {t('report.commission_sum')}
                </Text>
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="wages-sum">
                {formatMoney(report.data.sum)}
              </Table.Th>
            </Table.Tr>
          }
        >
          {report.data.userCommissions.map((row) => (
            <Table.Tr key={row.productId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.commissionRepeater)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.commissionNew)}
              </Table.Td>
              <Table.Td ta="right">{formatAmount(row.amount, i18n.language, 3)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.totalPrice)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.totalCommission)}
              </Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      )}
    </>
  );
};
