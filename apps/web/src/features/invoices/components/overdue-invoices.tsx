import { formatDate } from '@bo/contract/dates/format';
import type { OverdueInvoice } from '@bo/contract/invoices/schemas';
import { Anchor, Button, Paper, Table, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '@/components/ui/money';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { addFlash, dismissFlash, MIN_DISPLAY_LOADING_MS } from '@/lib/flash-store';
import { useOverdueInvoices } from '../api/get-overdue-invoices';
import { useSendWithPreview } from './common/send-preview-dialog';
import { showSendResult } from './common/send-result';

const OverdueRow = ({
  invoice,
  isSending,
  isBlocked,
  onSend,
}: {
  invoice: OverdueInvoice;
  isSending: boolean;
  isBlocked: boolean;
  onSend: (invoice: OverdueInvoice, email: string) => void;
}) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const formatMoney = useFormatMoney();
  const [email, setEmail] = useState(invoice.invoiceEmail);
  return (
    <Table.Tr data-testid="overdue-invoice" data-invoice-id={invoice.id}>
      <Table.Td>
        <Anchor component={Link} to={path('invoice-detail', { invoiceId: invoice.id })} size="sm">
          {invoice.id}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.number}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={path('customer-detail', { customerId: invoice.customerId })} size="sm" fw={600}>
          {invoice.invoiceCompany || `#${invoice.customerId}`}
        </Anchor>
      </Table.Td>
      <Table.Td>{invoice.deliveryNoteNumber ?? ''}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(invoice.priceWithVat)}
      </Table.Td>
      <Table.Td c="red.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(invoice.dateMaturity)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="overdue-reminder-level">
        {invoice.reminderLevel > 0
          ? t('reminders.level_n', { level: invoice.reminderLevel })
          : t('overdue_invoices.no_reminder')}
      </Table.Td>
      <Table.Td miw={220}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!isBlocked) onSend(invoice, email.trim());
          }}
          noValidate
          style={{ display: 'flex', gap: 6, alignItems: 'center' }}
        >
          <TextInput
            type="email"
            size="xs"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            aria-label={t('overdue_invoices.email_of', { number: invoice.number })}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            size="compact-sm"
            variant="light"
            leftSection={<IconMailForward size={14} />}
            loading={isSending}
            disabled={isBlocked && !isSending}
            aria-label={t('overdue_invoices.resend_of', { number: invoice.number })}
          >
            {t('overdue_invoices.resend')}
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
};

/**
 * overview §2.4 and §4 Overdue loading: the overdue invoices above the calendar ('loading overdue
 * invoices' kept at least 1 s, invoices_are_paid when there are none); each can be sent again to
 * a typed e-mail, one send at a time, its messages kept at least 1 s.
 */
export const OverdueInvoices = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const overdue = useOverdueInvoices(country);
  useLoadingFlash(overdue.isFetching, 'message.loading_overdue_invoices');
  useErrorFlash(overdue.error);
  const isEmpty = overdue.isSuccess && !overdue.isFetching && overdue.data.invoices.length === 0;
  useEffect(() => {
    if (!isEmpty) return;
    const id = addFlash({ message: 'message.invoices_are_paid', severity: 'success', autoCloseMs: false });
    return () => dismissFlash(id);
  }, [isEmpty]);

  const send = useSendWithPreview(country, (result) => {
    const messages = result.flashMessages ?? [];
    if (messages.length === 0) showSendResult(result);
    for (const flash of messages) {
      addFlash({
        message: flash.message,
        data: flash.data,
        severity: flash.severity,
        minDisplayMs: MIN_DISPLAY_LOADING_MS,
      });
    }
  });
  const onSend = (invoice: OverdueInvoice, email: string) =>
    send.ask({ invoiceIds: [invoice.id], ...(email ? { email } : {}) });

  // While loading the list is cleared (overview §4 Overdue loading).
  const invoices = overdue.isFetching ? [] : (overdue.data?.invoices ?? []);
  if (invoices.length === 0) return null;

  return (
    <Paper withBorder p="sm" mb="md" component="section" aria-labelledby={headingId} data-testid="overdue-invoices">
      <Title order={2} fz="h5" id={headingId} mb="xs">
        {t('calendar.overdue_invoices_place')}
      </Title>
      <Table.ScrollContainer minWidth={960} type="native">
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.id')}</Table.Th>
              <Table.Th>{t('invoice.number')}</Table.Th>
              <Table.Th>{t('invoice.invoiceCompany')}</Table.Th>
              <Table.Th>{t('invoice.deliveryNoteNumber')}</Table.Th>
              <Table.Th ta="right">{t('invoice.priceWithVat')}</Table.Th>
              <Table.Th>{t('invoice.dateMaturity')}</Table.Th>
              <Table.Th>{t('overdue_invoices.reminder_level')}</Table.Th>
              <Table.Th>{t('overdue_invoices.send_again')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <OverdueRow
                key={invoice.id}
                invoice={invoice}
                isSending={send.pendingIds[0] === invoice.id}
                isBlocked={send.isPending}
                onSend={onSend}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {send.dialog}
    </Paper>
  );
};
