import { formatDate } from '@bo/contract/dates/format';
import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { useInvoicePayments } from '../../api/get-invoice-payments';

/** The payments bank statement imports recorded on an invoice (decision 121); nothing when there are none. */
export const InvoicePayments = ({ country, invoiceId }: { country: string; invoiceId: number }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const payments = useInvoicePayments(country, invoiceId);
  const rows = payments.data?.payments ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="invoice-payments">
      <Title order={2} fz="md" mb="xs">
        {t('invoice_payments.title')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bank.date')}</Table.Th>
              <Table.Th ta="right">{t('bank.amount')}</Table.Th>
              <Table.Th>{t('bank.counterparty')}</Table.Th>
              <Table.Th>{t('bank.variable_symbol')}</Table.Th>
              <Table.Th>{t('bank.statement')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{formatDate(payment.date)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(payment.amount)}
                </Table.Td>
                <Table.Td>{payment.counterAccount}</Table.Td>
                <Table.Td>{payment.variableSymbol}</Table.Td>
                <Table.Td>
                  {t('invoice_payments.statement', { number: payment.statementNumber })} · {payment.statementAccount}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
