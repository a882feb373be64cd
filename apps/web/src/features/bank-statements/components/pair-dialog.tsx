import type { BankPayment } from '@bo/contract/bank-statements/schemas';
import { formatDate } from '@bo/contract/dates/format';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { addFlash } from '@/lib/flash-store';
import { usePairPayment, useUnpaidInvoices } from '../api/bank-statements';
import { useAmount } from './use-amount';

/**
 * Pairing a payment by hand: a search over unpaid invoices (number, company, VS); one or more
 * invoices are ticked (a payment of several invoices, decision 122) and saved, or the pairing is
 * removed. The payment's own VS is the first search.
 */
export const PairDialog = ({
  country,
  statementId,
  payment,
  onClose,
}: {
  country: string;
  statementId: number;
  payment: BankPayment;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const amount = useAmount();
  const [search, setSearch] = useState(payment.variableSymbol);
  const [debounced] = useDebouncedValue(search, 250);
  const unpaid = useUnpaidInvoices(country, debounced);
  const pair = usePairPayment(country, statementId);
  const [selected, setSelected] = useState(() => new Map(payment.invoices.map((invoice) => [invoice.id, invoice])));
  const total = [...selected.values()].reduce((sum, invoice) => sum + Math.round(invoice.amountDue * 100), 0) / 100;

  const save = async (invoiceIds: number[]) => {
    try {
      const result = await pair.mutateAsync({
        paymentId: payment.id,
        body:
          invoiceIds.length === 1
            ? { invoiceId: invoiceIds[0] ?? null, lockVersion: payment.lockVersion }
            : invoiceIds.length === 0
              ? { invoiceId: null, lockVersion: payment.lockVersion }
              : { invoiceIds, lockVersion: payment.lockVersion },
      });
      addFlash({ message: 'message.bank_payment_paired', severity: 'success' });
      if (result.paidInvoiceCount > 0)
        addFlash({ message: 'bank.invoices_paid', plural: result.paidInvoiceCount, severity: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.messageKey === 'error.stale_version') {
        addFlash({ message: 'error.stale_version', severity: 'error' });
        onClose();
      }
    }
  };

  const toggle = (invoice: BankPayment['invoices'][number]) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(invoice.id)) next.delete(invoice.id);
      else next.set(invoice.id, invoice);
      return next;
    });

  const invoices = [
    ...[...selected.values()].filter((invoice) => !unpaid.data?.invoices.some((other) => other.id === invoice.id)),
    ...(unpaid.data?.invoices ?? []),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bank.pair_title', { amount: amount(payment.amount, payment.currency) })}
      size="xl"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('bank.pair_payment_info', {
            date: formatDate(payment.date),
            counterparty: payment.counterName || payment.counterAccount,
            vs: payment.variableSymbol || '–',
          })}
          {payment.message ? ` · ${payment.message}` : ''}
        </Text>
        <TextInput
          label={t('bank.search_invoices')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          data-autofocus
        />
        {invoices.length === 0 ? (
          <Text size="sm" role="status">
            {unpaid.isFetching ? t('app.loading') : t('bank.no_unpaid_invoices')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>{t('bank.pair')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('bank.number')}</Table.Th>
                  <Table.Th>{t('bank.company')}</Table.Th>
                  <Table.Th>{t('bank.variable_symbol')}</Table.Th>
                  <Table.Th>{t('bank.maturity')}</Table.Th>
                  <Table.Th ta="right">{t('bank.amount_due')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <Checkbox
                        checked={selected.has(invoice.id)}
                        onChange={() => toggle(invoice)}
                        aria-label={t('bank.select_invoice', { number: invoice.number })}
                      />
                    </Table.Td>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>{invoice.invoiceCompany}</Table.Td>
                    <Table.Td>{invoice.variableSymbol}</Table.Td>
                    <Table.Td>{formatDate(invoice.dateMaturity)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {amount(invoice.amountDue, payment.currency === 'EUR' ? 'EUR' : 'CZK')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {t('bank.selected_total', { amount: amount(total, 'CZK') })}
          </Text>
          <Group gap="xs">
            {payment.invoices.length > 0 && (
              <Button variant="default" onClick={() => void save([])} disabled={pair.isPending}>
                {t('bank.unpair')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button
              onClick={() => void save([...selected.keys()])}
              disabled={selected.size === 0}
              loading={pair.isPending}
            >
              {t('bank.pair_save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
};
