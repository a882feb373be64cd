import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlural } from '@/hooks/use-plural';
import { showErrorFlash } from '@/lib/error-flash';
import { type SendBody, type SendResult, useSendInvoices, useSendPreview } from '../../api/invoice-documents';

type SendPreviewDialogProps = {
  country: string;
  body: SendBody;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Decision 178: before anything is mailed, the invoices with their recipient, copy address and attached files, the
 * ones that will not go (no address), and that sending locks them.
 */
const SendPreviewDialog = ({ country, body, isSending, onConfirm, onClose }: SendPreviewDialogProps) => {
  const { t } = useTranslation();
  const plural = usePlural();
  const preview = useSendPreview(country, body);
  const invoices = preview.data?.invoices ?? [];
  const sendable = invoices.filter((invoice) => invoice.to !== null);
  const unlocked = sendable.filter((invoice) => !invoice.isLocked);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('send_preview.title')}
      size="xl"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {preview.isPending && <Loader size="sm" aria-label={t('send_preview.loading')} />}
        {preview.error && (
          <Text size="sm" c="red.8" role="alert">
            {t('send_preview.failed')}
          </Text>
        )}
        {invoices.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} fz="sm" aria-label={t('send_preview.recipients')} data-testid="send-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoice.number')}</Table.Th>
                  <Table.Th>{t('send_preview.to')}</Table.Th>
                  <Table.Th>{t('send_preview.cc')}</Table.Th>
                  <Table.Th>{t('send_preview.attachments')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Th scope="row" fw={500}>
                      {invoice.number}
                    </Table.Th>
                    <Table.Td>
                      {invoice.to ?? (
                        <Text span size="sm" c="red.8">
                          {t('send_preview.no_address')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{invoice.cc ?? '—'}</Table.Td>
                    <Table.Td>{invoice.attachments.join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {unlocked.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {plural('send_preview.locks', unlocked.length)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isSending} disabled={sendable.length === 0} data-autofocus>
            {plural('send_preview.send', sendable.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/**
 * Sending through the preview: `ask(body)` opens the dialog; confirming sends and hands the result to `onSent`.
 * Render `dialog` where the action lives.
 */
export const useSendWithPreview = (
  country: string,
  onSent: (result: SendResult, body: SendBody) => void,
): { ask: (body: SendBody) => void; dialog: ReactNode; isPending: boolean; pendingIds: readonly number[] } => {
  const send = useSendInvoices(country);
  const [body, setBody] = useState<SendBody | null>(null);
  const onConfirm = async () => {
    if (!body || send.isPending) return;
    try {
      const result = await send.mutateAsync(body);
      setBody(null);
      onSent(result, body);
    } catch (error) {
      setBody(null);
      showErrorFlash(error);
    }
  };
  return {
    ask: (next) => {
      if (!send.isPending) setBody(next);
    },
    isPending: send.isPending,
    pendingIds: send.isPending ? (send.variables?.invoiceIds ?? []) : [],
    dialog: body && (
      <SendPreviewDialog
        country={country}
        body={body}
        isSending={send.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setBody(null)}
      />
    ),
  };
};
