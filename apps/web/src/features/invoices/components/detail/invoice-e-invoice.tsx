import { hasAnyRole } from '@bo/contract/auth/roles';
import { formatDateTime } from '@bo/contract/dates/format';
import type { EInvoiceStatus } from '@bo/contract/invoices/e-invoice';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCode, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { saveBlob } from '@/lib/save-blob';
import { useEInvoice, useQueueEInvoice } from '../../api/e-invoice';
import { downloadUbl } from '../../api/invoice-documents';

const COLORS: Record<EInvoiceStatus | 'none', string> = {
  none: 'gray',
  queued: 'blue',
  sent: 'indigo',
  delivered: 'green',
  rejected: 'red',
};

type InvoiceEInvoiceProps = { country: string; invoiceId: number; number: string };

/**
 * "E-faktura (Peppol)" (decision 182): the e-invoice's delivery state with its times and the provider's reason, sending
 * it (administrators and operators, confirmed: it locks the invoice), and the UBL document to download.
 */
export const InvoiceEInvoice = ({ country, invoiceId, number }: InvoiceEInvoiceProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useUser();
  const state = useEInvoice(country, invoiceId);
  const queue = useQueueEInvoice(country, invoiceId);
  const { confirm, dialog } = useConfirm();
  const [isDownloading, setIsDownloading] = useState(false);
  useErrorFlash(state.error);
  if (!state.data) return null;
  const { status, isConfigured } = state.data;
  const canSend = hasAnyRole(user.roles, ['administrator', 'operator']);
  const isSendable = isConfigured && canSend && (status === null || status === 'rejected');

  const onQueue = async () => {
    if (!(await confirm(t('e_invoice.queue_hint'), t('e_invoice.queue')))) return;
    queue.mutate(undefined, {
      onSuccess: () => addFlash({ message: 'message.e_invoice_queued', severity: 'success' }),
      onError: (error) => showErrorFlash(error),
    });
  };
  const onDownload = async () => {
    setIsDownloading(true);
    try {
      saveBlob(await downloadUbl(invoiceId), `${number}.xml`);
    } catch (error) {
      showErrorFlash(error);
    } finally {
      setIsDownloading(false);
    }
  };
  const times: [string, string | null][] = [
    [t('e_invoice.queued_at'), state.data.queuedAt],
    [t('e_invoice.sent_at'), state.data.sentAt],
    [t('e_invoice.delivered_at'), state.data.deliveredAt],
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="invoice-e-invoice">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="h5" id={headingId}>
            {t('e_invoice.title')}
          </Title>
          <Badge color={COLORS[status ?? 'none']} variant="light" data-testid="e-invoice-status">
            {t(`e_invoice.status_${status ?? 'none'}`)}
          </Badge>
        </Group>
        {!isConfigured && (
          <Text size="sm" c="dimmed">
            {t('e_invoice.not_configured')}
          </Text>
        )}
        {times.some(([, value]) => value) && (
          <Group gap="lg" wrap="wrap">
            {times.map(([label, value]) =>
              value ? (
                <Text key={label} size="sm">
                  {label}: {formatDateTime(value)}
                </Text>
              ) : null,
            )}
          </Group>
        )}
        {state.data.error && (
          <Text size="sm" c={status === 'rejected' ? 'red.8' : undefined}>
            {t('e_invoice.error')}: {state.data.error}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {isSendable && (
            <Button
              size="xs"
              leftSection={<IconSend size={16} />}
              loading={queue.isPending}
              onClick={() => void onQueue()}
            >
              {status === 'rejected' ? t('e_invoice.queue_again') : t('e_invoice.queue')}
            </Button>
          )}
          {canSend && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileCode size={16} />}
              loading={isDownloading}
              onClick={() => void onDownload()}
            >
              {t('e_invoice.download')}
            </Button>
          )}
        </Group>
      </Stack>
      {dialog}
    </Paper>
  );
};
