import { formatDate } from '@bo/contract/dates/format';
import type { InvoicingApplication } from '@bo/contract/reports/schemas';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCalendarTime, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DateField } from '@/components/ui/form/date-field';
import { useFormatMoney } from '@/components/ui/money';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { buildPath } from '@/config/paths';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { addFlash, removeFlash } from '@/lib/flash-store';
import { useInvoiceApplicationPart, useInvoicingChange, useInvoicingReport } from '../api/reports';
import { ReportTable } from './report-table';

const rowKey = (row: InvoicingApplication) => `${row.customerApplicationId}-${row.private ? 'p' : 'c'}`;

/** The postpone dialog: one date, then the application's postponeInvoiceDate is set. */
const PostponeModal = ({
  row,
  onClose,
  onSave,
  isSaving,
}: {
  row: InvoicingApplication;
  onClose: () => void;
  onSave: (date: string) => void;
  isSaving: boolean;
}) => {
  const { t } = useTranslation();
  const [date, setDate] = useState(row.postponeInvoiceDate ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) onSave(date);
  };
  return (
    <Modal opened onClose={onClose} title={t('report.postpone_title', { company: row.company })}>
      <form onSubmit={submit}>
        <Stack>
          <DateField label={t('report.postpone_date')} value={date} onChange={setDate} data-autofocus required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" disabled={!date} loading={isSaving}>
              {t('report.postpone')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * overview §2.11 Invoicing and postponed invoicing: the application parts waiting for an invoice,
 * each can be invoiced, hidden from the report or postponed; the sums below.
 */
export const InvoicingReport = ({ country, postponed }: { country: string; postponed: boolean }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const report = useInvoicingReport(country, postponed);
  const change = useInvoicingChange(country);
  const invoice = useInvoiceApplicationPart(country);
  const { confirm, dialog } = useConfirm();
  const [postponing, setPostponing] = useState<InvoicingApplication | null>(null);
  useLoadingFlash(report.isPending, 'message.loading_invoicing_applications');
  useErrorFlash(report.error);
  useInfoFlash(
    report.data?.invoicingApplications.length === 0,
    postponed ? 'message.no_postponed_invoicing_applications' : 'message.no_invoicing_applications',
  );
  const isBusy = change.isPending || invoice.isPending;
  const linkData = (row: InvoicingApplication) => ({
    detailPath: buildPath('customer-application-detail', {
      country,
      customerId: row.customerId,
      applicationId: row.customerApplicationId,
    }),
    data: { customerId: row.customerId, applicationId: row.customerApplicationId, company: row.company },
  });

  const onInvoice = async (row: InvoicingApplication) => {
    if (!(await confirm(t('confirm.really_generate_invoice', { company: row.company }), t('report.invoice')))) return;
    const flashId = addFlash({
      message: 'message.invoice_creation_in_progress',
      severity: 'info',
      closable: false,
      isLoading: true,
    });
    try {
      await invoice.mutateAsync({
        customerId: row.customerId,
        applicationId: row.customerApplicationId,
        isPrivate: row.private,
      });
      addFlash({ message: 'message.invoice_generated', severity: 'success', ...linkData(row) });
    } catch {
      // the failure's own flash messages are shown by the API client
    } finally {
      removeFlash(flashId);
    }
  };

  const onHide = async (row: InvoicingApplication) => {
    if (!(await confirm(t('confirm.really_delete_invoicing', { company: row.company }), t('report.hide')))) return;
    await change
      .mutateAsync({
        customerId: row.customerId,
        applicationId: row.customerApplicationId,
        isPrivate: row.private,
        change: { hide: true },
      })
      .then(() => addFlash({ message: 'message.invoicing_hidden', severity: 'success', ...linkData(row) }))
      .catch(() => undefined);
  };

  const onPostpone = async (row: InvoicingApplication, date: string) => {
    await change
      .mutateAsync({
        customerId: row.customerId,
        applicationId: row.customerApplicationId,
        isPrivate: row.private,
        change: { postponeTo: date },
      })
      .then(() => {
        setPostponing(null);
        addFlash({
          message: 'message.invoicing_postponed',
          severity: 'success',
          ...linkData(row),
          data: { ...linkData(row).data, date: formatDate(date) },
        });
      })
      .catch(() => undefined);
  };

  if (!report.data || report.data.invoicingApplications.length === 0) return dialog;
  const { invoicingApplications, summary } = report.data;
  return (
    <>
      <ReportTable
        label={t(postponed ? 'route.postpone-invoicing-list-report' : 'route.invoicing-list-report')}
        minWidth={900}
        columns={[
          { header: t('report.company') },
          { header: t('report.part') },
          { header: t('report.delivery_note_number') },
          { header: t('report.application_real_date') },
          ...(postponed ? [{ header: t('report.postpone_invoice_date') }] : []),
          { header: t('report.price_without_vat'), isNumber: true },
          { header: t('report.price_with_vat'), isNumber: true },
          { header: t('report.actions') },
        ]}
        footer={
          <Table.Tr>
            <Table.Th colSpan={postponed ? 5 : 4}>
              <Text fw={700} size="sm">
                {t('report.summary')}
              </Text>
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(summary.priceWithoutVat)}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(summary.priceWithVat)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        }
      >
        {invoicingApplications.map((row) => (
          <Table.Tr key={rowKey(row)}>
            <Table.Td>
              <Anchor
                component={Link}
                to={buildPath('customer-application-detail', {
                  country,
                  customerId: row.customerId,
                  applicationId: row.customerApplicationId,
                })}
              >
                {row.company || t('report.no_company')}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={row.private ? 'grape' : 'blue'} tt="none" fw={500}>
                {t(row.private ? 'report.part_private' : 'report.part_company')}
              </Badge>
            </Table.Td>
            <Table.Td>{row.deliveryNoteNumber ?? '–'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.applicationRealDate)}</Table.Td>
            {postponed && <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.postponeInvoiceDate)}</Table.Td>}
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.priceWithoutVat)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.priceWithVat)}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('report.invoice')}>
                  <ActionIcon
                    variant="light"
                    aria-label={t('report.invoice_of', { company: row.company })}
                    onClick={() => onInvoice(row)}
                    disabled={isBusy}
                  >
                    <IconFileInvoice size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('report.postpone')}>
                  <ActionIcon
                    variant="light"
                    color="orange"
                    aria-label={t('report.postpone_of', { company: row.company })}
                    onClick={() => setPostponing(row)}
                    disabled={isBusy}
                  >
                    <IconCalendarTime size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('report.hide')}>
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={t('report.hide_of', { company: row.company })}
                    onClick={() => onHide(row)}
                    disabled={isBusy}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
      {postponing && (
        <PostponeModal
          row={postponing}
          onClose={() => setPostponing(null)}
          onSave={(date) => onPostpone(postponing, date)}
          isSaving={change.isPending}
        />
      )}
      {dialog}
    </>
  );
};
