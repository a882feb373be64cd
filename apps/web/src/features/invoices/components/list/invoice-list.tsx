import type { InvoiceListItem } from '@bo/contract/invoices/schemas';
import { Box, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefreshBar } from '@/components/ui/list-refresh-bar';
import { useFormatMoney } from '@/components/ui/money';
import { Paginator } from '@/components/ui/paginator';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useBillingInfo } from '@/features/customers/api/get-billing-info';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { usePlural } from '@/hooks/use-plural';
import { useRoutePath } from '@/hooks/use-route-path';
import { useStoredQuery } from '@/hooks/use-stored-query';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { openPdfInTab } from '@/lib/save-blob';
import { useInvoices } from '../../api/get-invoices';
import { downloadInvoices } from '../../api/invoice-documents';
import { usePatchInvoice } from '../../api/invoice-mutations';
import { useSendWithPreview } from '../common/send-preview-dialog';
import { showSendResult } from '../common/send-result';
import { SetPaidDialog } from '../common/set-paid-dialog';
import { InvoiceFilter } from './invoice-filter';
import {
  filterValuesOf,
  type InvoiceFilterValues,
  listRequestOf,
  pageOf,
  searchOfFilter,
} from './invoice-filter-values';
import { InvoiceRow } from './invoice-row';
import classes from './invoice-row.module.css';

const NO_INVOICES: InvoiceListItem[] = [];
const NO_SELECTION: ReadonlySet<number> = new Set();

/** overview §2.8 Invoice list: the filter in the query string (stored per user), the table, pages and bulk actions. */
export const InvoiceList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const tp = usePlural();
  const path = useRoutePath();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const { query, setQuery, isRestoring } = useStoredQuery('invoice-list');
  const search = query.toString();
  const request = useMemo(() => listRequestOf(new URLSearchParams(search)), [search]);
  const values = useMemo(() => filterValuesOf(new URLSearchParams(search)), [search]);
  const list = useInvoices(country, request, !isRestoring);
  const billingInfo = useBillingInfo(country);
  const configuration = useConfiguration(country);
  const patch = usePatchInvoice(country);
  const send = useSendWithPreview(country, (result) => {
    showSendResult(result);
    setSelected(NO_SELECTION);
  });
  const [isDownloading, setIsDownloading] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(NO_SELECTION);
  const [payingInvoice, setPayingInvoice] = useState<InvoiceListItem | null>(null);
  useLoadingFlash(list.isFetching, 'message.loading_list_of_invoices');
  useErrorFlash(list.error);
  useErrorFlash(billingInfo.error);
  const invoices = list.data?.invoices ?? NO_INVOICES;
  const isFiltered = [...new URLSearchParams(search).keys()].some((key) => key !== 'page');
  useInfoFlash(
    list.isSuccess && !list.isPlaceholderData && list.data.pagination.totalCount === 0,
    isFiltered ? 'message.no_filter_match' : 'message.no_invoice',
  );
  // overview §4: the selection resets after every load.
  const loadedAt = list.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) setSelected(NO_SELECTION);
  }, [loadedAt]);

  const billingInfoOptions = useMemo(
    () => (billingInfo.data?.billingInfoList ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    [billingInfo.data],
  );
  const showInspections = configuration.data?.configuration.enableInspection === true;

  const onApply = (filter: InvoiceFilterValues) => setQuery(searchOfFilter(filter));
  const onReset = () => setQuery({});
  const onPage = useCallback(
    (page: number, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      setQuery(next, options);
    },
    [search, setQuery],
  );

  const onToggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const isAllSelected = invoices.length > 0 && invoices.every((invoice) => selected.has(invoice.id));
  const onToggleAll = () => setSelected(isAllSelected ? NO_SELECTION : new Set(invoices.map((invoice) => invoice.id)));

  const { mutate: patchInvoice } = patch;
  const onColor = useCallback(
    (invoice: InvoiceListItem, color: number) =>
      patchInvoice({ id: invoice.id, invoice: { color } }, { onError: (error) => showErrorFlash(error) }),
    [patchInvoice],
  );
  const onOpen = useCallback(
    (id: number) => void navigate(path('invoice-detail', { invoiceId: id })),
    [navigate, path],
  );
  const onSetPaid = useCallback((invoice: InvoiceListItem) => setPayingInvoice(invoice), []);
  const confirmPaid = (datePaid: string) => {
    if (!payingInvoice) return;
    patch.mutate(
      { id: payingInvoice.id, invoice: { paid: true, datePaid } },
      {
        onSuccess: () => {
          setPayingInvoice(null);
          addFlash({
            message: 'message.invoice_set_paid',
            severity: 'success',
            data: { number: payingInvoice.number },
          });
        },
        onError: (error) => showErrorFlash(error),
      },
    );
  };

  const isBusy = send.isPending || isDownloading;
  const selectedIds = invoices.filter((invoice) => selected.has(invoice.id)).map((invoice) => invoice.id);
  const onSend = () => {
    if (selectedIds.length === 0 || isBusy) return;
    send.ask({ invoiceIds: selectedIds });
  };
  const onDownload = async () => {
    if (selectedIds.length === 0 || isBusy) return;
    setIsDownloading(true);
    try {
      await openPdfInTab(() => downloadInvoices(selectedIds), 'faktury.pdf');
    } catch (error) {
      showErrorFlash(error);
    } finally {
      setIsDownloading(false);
      setSelected(NO_SELECTION);
    }
  };

  return (
    <>
      <InvoiceFilter values={values} billingInfo={billingInfoOptions} onApply={onApply} onReset={onReset} />
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconMail size={18} />}
            disabled={selectedIds.length === 0 || (isBusy && !send.isPending)}
            loading={send.isPending}
            onClick={onSend}
          >
            {t('invoice_list.send_selected')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            disabled={selectedIds.length === 0 || (isBusy && !isDownloading)}
            loading={isDownloading}
            onClick={() => void onDownload()}
          >
            {t('invoice_list.download_selected')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
          {tp('invoice_list.selected_count', selectedIds.length)}
        </Text>
      </Group>
      <Paper withBorder aria-busy={list.isPending || list.isPlaceholderData}>
        <ListRefreshBar isActive={list.isPlaceholderData} />
        <Table.ScrollContainer minWidth={1200} type="native">
          <Table aria-label={t('route.invoice-list')} verticalSpacing={6} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th pl="md" w={44}>
                  <input
                    type="checkbox"
                    className={classes.check}
                    checked={isAllSelected}
                    onChange={onToggleAll}
                    aria-label={t('invoice_list.select_all')}
                  />
                </Table.Th>
                <Table.Th>{t('invoice.number')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithVat')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithoutVat')}</Table.Th>
                <Table.Th>{t('invoice.state')}</Table.Th>
                <Table.Th>{t('invoice.dateIssue')}</Table.Th>
                <Table.Th>{t('invoice.dateMaturity')}</Table.Th>
                <Table.Th>{t('invoice.deliveryNoteNumber')}</Table.Th>
                <Table.Th>{t('invoice_list.client')}</Table.Th>
                {showInspections && <Table.Th>{t('invoice.inspections')}</Table.Th>}
                <Table.Th>{t('invoice.color')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <InvoiceRow
                  key={invoice.id}
                  invoice={invoice}
                  isSelected={selected.has(invoice.id)}
                  showInspections={showInspections}
                  path={path}
                  t={t}
                  formatMoney={formatMoney}
                  onToggle={onToggle}
                  onSetPaid={onSetPaid}
                  onColor={onColor}
                  onOpen={onOpen}
                />
              ))}
            </Table.Tbody>
            {list.data && list.data.pagination.totalCount > 0 && (
              <tfoot>
                <tr className={classes.summary} data-testid="invoice-summary">
                  <td />
                  <td>{t('invoice_list.summary')}</td>
                  <td className={classes.money}>{formatMoney(list.data.summary.totalPriceWithVat)}</td>
                  <td className={classes.money}>{formatMoney(list.data.summary.totalPriceWithoutVat)}</td>
                  <td colSpan={showInspections ? 7 : 6} />
                </tr>
              </tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
        {list.isPending && <Box h="100vh" />}
      </Paper>
      {list.data && (
        <Paginator
          page={pageOf(new URLSearchParams(search))}
          pageCount={list.data.pagination.pageCount}
          totalCount={list.data.pagination.totalCount}
          isLoading={list.isFetching}
          onChange={onPage}
        />
      )}
      {payingInvoice && (
        <SetPaidDialog
          number={payingInvoice.number}
          isSaving={patch.isPending}
          onConfirm={confirmPaid}
          onClose={() => setPayingInvoice(null)}
        />
      )}
      {send.dialog}
    </>
  );
};
