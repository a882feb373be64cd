import { formatDate } from '@bo/contract/dates/format';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useInvoiceReminders } from '../../api/get-invoice-reminders';

/** "Upomínky": the payment reminders sent for an invoice — level, the day sent, the address. */
export const InvoiceReminders = ({ country, invoiceId }: { country: string; invoiceId: number }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const reminders = useInvoiceReminders(country, invoiceId);
  useErrorFlash(reminders.error);
  if (!reminders.data) return null;
  const rows = reminders.data.reminders;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="invoice-reminders">
      <Title order={2} fz="h5" id={headingId} mb="xs">
        {t('reminders.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reminders.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reminders.level')}</Table.Th>
                <Table.Th>{t('reminders.date')}</Table.Th>
                <Table.Th>{t('reminders.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((reminder) => (
                <Table.Tr key={reminder.level}>
                  <Table.Td>{t('reminders.level_n', { level: reminder.level })}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(reminder.date)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{reminder.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};
