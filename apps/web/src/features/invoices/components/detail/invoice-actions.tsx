import { hasAnyRole, isAdministrator } from '@bo/contract/auth/roles';
import { formatDateTime } from '@bo/contract/dates/format';
import type { Invoice } from '@bo/contract/invoices/schemas';
import { Button, Group, Paper, Text } from '@mantine/core';
import {
  IconCash,
  IconCashOff,
  IconCopy,
  IconDownload,
  IconFileCode,
  IconLock,
  IconLockOpen,
  IconMail,
  IconSearch,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { openPdfInTab, saveBlob } from '@/lib/save-blob';
import { runSave } from '@/lib/saving-store';
import { downloadInvoices, downloadIsdoc } from '../../api/invoice-documents';
import { useCloneInvoice, useDeleteInvoice, usePatchInvoice, useReversePayment } from '../../api/invoice-mutations';
import { InvoiceStateBadge } from '../common/invoice-state';
import { ReversePaymentDialog } from '../common/reverse-payment-dialog';
import { useSendWithPreview } from '../common/send-preview-dialog';
import { showSendResult } from '../common/send-result';
import { SetPaidDialog } from '../common/set-paid-dialog';

type InvoiceActionsProps = {
  country: string;
  invoice: Invoice;
  showInspections: boolean;
  /** Drops the unsaved-changes guard before leaving for another invoice or the list. */
  onLeave: () => void;
};

type Running = 'pdf' | 'isdoc' | 'clone' | 'lock' | 'delete' | null;

/**
 * overview §2.9 buttons of a saved invoice: PDF, e-mail (with when and to whom it was sent), ISDOC,
 * inspections, duplicate and lock/unlock (administrator, operator), show application, set paid, and
 * delete (administrator, confirmation 'really delete invoice').
 */
export const InvoiceActions = ({ country, invoice, showInspections, onLeave }: InvoiceActionsProps) => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const sending = useSendWithPreview(country, (result) => showSendResult(result));
  const clone = useCloneInvoice(country);
  const patch = usePatchInvoice(country);
  const remove = useDeleteInvoice(country);
  const [running, setRunning] = useState<Running>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [isReversing, setIsReversing] = useState(false);
  const reverse = useReversePayment(country);
  // duplicate, lock, documents and set paid are office work; a driver only reads (decision 113)
  const canManage = hasAnyRole(user.roles, ['administrator', 'operator']);
  const canDelete = isAdministrator(user.roles);
  const applicationPath =
    invoice.customerApplicationId === null
      ? null
      : path('customer-application-detail', {
          customerId: invoice.customerId,
          applicationId: invoice.customerApplicationId,
        });

  const run = async (what: Exclude<Running, null>, action: () => Promise<void>) => {
    if (running) return;
    setRunning(what);
    try {
      await action();
    } catch (error) {
      showErrorFlash(error);
    } finally {
      setRunning(null);
    }
  };

  const onPdf = () => run('pdf', () => openPdfInTab(() => downloadInvoices([invoice.id]), `${invoice.number}.pdf`));
  const onIsdoc = () => run('isdoc', async () => saveBlob(await downloadIsdoc(invoice.id), `${invoice.number}.isdoc`));
  const onSend = () => sending.ask({ invoiceIds: [invoice.id] });
  const onClone = () =>
    run('clone', async () => {
      const { id } = await clone.mutateAsync(invoice.id);
      onLeave();
      await navigate(path('invoice-detail', { invoiceId: id }));
      addFlash({ message: 'message.invoice_duplicated', severity: 'success' });
    });
  const onLock = () =>
    run('lock', async () => {
      await patch.mutateAsync({ id: invoice.id, invoice: { lock: !invoice.lock, lockVersion: invoice.lockVersion } });
      addFlash({ message: invoice.lock ? 'message.invoice_unlocked' : 'message.invoice_locked', severity: 'success' });
    });
  const onDelete = async () => {
    if (!(await confirm(t('confirm.really_delete_invoice', { number: invoice.number })))) return;
    await run('delete', async () => {
      const isDeleted = await runSave(async () => {
        await remove.mutateAsync(invoice.id);
        return true;
      });
      if (!isDeleted) return;
      onLeave();
      await navigate(path('invoice-list'));
      addFlash({ message: 'message.invoice_deleted', severity: 'success' });
    });
  };
  const onPaid = (datePaid: string) =>
    patch.mutate(
      { id: invoice.id, invoice: { paid: true, datePaid } },
      {
        onSuccess: () => {
          setIsPaying(false);
          addFlash({ message: 'message.invoice_set_paid', severity: 'success', data: { number: invoice.number } });
        },
        onError: (error) => showErrorFlash(error),
      },
    );

  const onReverse = (reason: string) =>
    reverse.mutate(
      { id: invoice.id, body: { lockVersion: invoice.lockVersion, reason } },
      {
        onSuccess: () => {
          setIsReversing(false);
          addFlash({ message: 'message.invoice_payment_reversed', severity: 'success' });
        },
        onError: (error) => showErrorFlash(error),
      },
    );

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" mb="xs">
        <Group gap="sm" wrap="wrap">
          <InvoiceStateBadge t={t} state={invoice.state} datePaid={invoice.datePaid} />
          {invoice.lock && (
            <Text size="sm" fw={600} data-testid="invoice-locked">
              {/* the lock's colour marks it; the text keeps the body colour (AA contrast) */}
              <IconLock size={14} color="var(--mantine-color-orange-9)" aria-hidden /> {t('invoice.locked')}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="electronic-invoice">
          {invoice.electronicInvoiceTime
            ? t('invoice.electronic_sent', {
                date: formatDateTime(invoice.electronicInvoiceTime),
                email: invoice.electronicInvoiceEmail ?? '',
              })
            : t('invoice.electronic_not_sent')}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap" hidden={!canManage && !applicationPath}>
        {canManage && (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={running === 'pdf'}
              onClick={() => void onPdf()}
            >
              {t('invoice.download_pdf')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={16} />}
              loading={sending.isPending}
              onClick={onSend}
            >
              {t('invoice.send_email')}
            </Button>
            {/* ISDOC is the Czech e-invoice; a Slovak invoice has its Peppol UBL in the e-invoice panel */}
            {country === 'cz' && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFileCode size={16} />}
                loading={running === 'isdoc'}
                onClick={() => void onIsdoc()}
              >
                {t('invoice.download_isdoc')}
              </Button>
            )}
            {!invoice.paid && (
              <Button
                size="xs"
                variant="light"
                color="green"
                leftSection={<IconCash size={16} />}
                onClick={() => setIsPaying(true)}
              >
                {t('invoice_list.set_paid')}
              </Button>
            )}
            {invoice.paid && canDelete && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconCashOff size={16} />}
                onClick={() => setIsReversing(true)}
              >
                {t('invoice.reverse_payment')}
              </Button>
            )}
          </>
        )}
        {showInspections && invoice.inspectionCount > 0 && applicationPath && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={applicationPath}
            leftSection={<IconSearch size={16} />}
          >
            {t('invoice.inspections_count', { count: invoice.inspectionCount })}
          </Button>
        )}
        {applicationPath && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={applicationPath}
            leftSection={<IconShoppingCart size={16} />}
          >
            {t('invoice.show_application')}
          </Button>
        )}
        {/* decision 133: a credit note stays locked and is not copied or deleted */}
        {canManage && invoice.documentType !== 'credit_note' && (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={16} />}
              loading={running === 'clone'}
              onClick={() => void onClone()}
            >
              {t('invoice.duplicate')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={invoice.lock ? <IconLockOpen size={16} /> : <IconLock size={16} />}
              loading={running === 'lock'}
              onClick={() => void onLock()}
            >
              {invoice.lock ? t('invoice.unlock') : t('invoice.lock')}
            </Button>
          </>
        )}
        {canDelete && invoice.documentType !== 'credit_note' && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={running === 'delete'}
            onClick={() => void onDelete()}
          >
            {t('invoice.delete')}
          </Button>
        )}
      </Group>
      {isReversing && (
        <ReversePaymentDialog
          number={invoice.number}
          isSaving={reverse.isPending}
          onConfirm={onReverse}
          onClose={() => setIsReversing(false)}
        />
      )}
      {isPaying && (
        <SetPaidDialog
          number={invoice.number}
          isSaving={patch.isPending}
          onConfirm={onPaid}
          onClose={() => setIsPaying(false)}
        />
      )}
      {dialog}
      {sending.dialog}
    </Paper>
  );
};
