import { isAdministrator } from '@bo/contract/auth/roles';
import { formatDate } from '@bo/contract/dates/format';
import { Anchor, Box, Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatMoney } from '@/components/ui/money';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { useCustomerInvoices } from '../api/get-customer-invoices';
import { InvoiceStateBadge } from './common/invoice-state';

/**
 * overview §2.6 Invoices tab: issue date, number, delivery note, price without VAT, maturity and
 * state; a row opens the invoice for administrators only (rules §6).
 */
export const CustomerInvoices = ({ country, customerId }: { country: string; customerId: number }) => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const canOpen = isAdministrator(user.roles);
  const invoices = useCustomerInvoices(country, customerId);
  useLoadingFlash(invoices.isPending, 'message.loading_list_of_invoices');
  useErrorFlash(invoices.error);
  useInfoFlash(invoices.data?.invoices.length === 0, 'message.no_customer_invoice_found');

  if (!invoices.data || invoices.data.invoices.length === 0) return null;

  return (
    <Paper withBorder>
      {/* scrolls sideways on a phone; focusable, so the keyboard scrolls it when it has no links (operators) */}
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={canOpen ? undefined : 0}
        role={canOpen ? undefined : 'region'}
        aria-label={canOpen ? undefined : t('route.customer-invoices')}
      >
        <Table
          miw={720}
          aria-label={t('route.customer-invoices')}
          verticalSpacing={6}
          fz="sm"
          highlightOnHover={canOpen}
          data-testid="customer-invoices"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.dateIssue')}</Table.Th>
              <Table.Th>{t('invoice.number')}</Table.Th>
              <Table.Th>{t('invoice.deliveryNoteNumber')}</Table.Th>
              <Table.Th ta="right">{t('invoice.priceWithoutVat')}</Table.Th>
              <Table.Th>{t('invoice.dateMaturity')}</Table.Th>
              <Table.Th>{t('invoice.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.invoices.map((invoice) => {
              const detailPath = path('invoice-detail', { invoiceId: invoice.id });
              return (
                <Table.Tr
                  key={invoice.id}
                  style={canOpen ? { cursor: 'pointer' } : undefined}
                  onClick={
                    canOpen
                      ? (event) => {
                          if (!(event.target as HTMLElement).closest('a')) void navigate(detailPath);
                        }
                      : undefined
                  }
                >
                  <Table.Td>{formatDate(invoice.dateIssue)}</Table.Td>
                  <Table.Td>
                    {canOpen ? (
                      <Anchor component={Link} to={detailPath} size="sm" fw={600}>
                        {invoice.number}
                      </Anchor>
                    ) : (
                      invoice.number
                    )}
                  </Table.Td>
                  <Table.Td>{invoice.deliveryNoteNumber ?? ''}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(invoice.priceWithoutVat)}
                  </Table.Td>
                  <Table.Td c={invoice.state === 'after_maturity' ? 'red.9' : undefined}>
                    {formatDate(invoice.dateMaturity)}
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStateBadge t={t} state={invoice.state} datePaid={invoice.datePaid} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
};
