import { hasAnyRole } from '@bo/contract/auth/roles';
import { formatDate } from '@bo/contract/dates/format';
import type { Invoice, InvoiceItem } from '@bo/contract/invoices/schemas';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '@/components/ui/money';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { useInvoiceCreditNotes } from '../../api/credit-notes';
import { CreateCreditNoteModal } from './create-credit-note-modal';

type CreditNotesPanelProps = {
  country: string;
  invoice: Invoice;
  items: readonly InvoiceItem[];
  /** the invoice's billing info is a VAT payer: the dialog's totals follow the VAT decision */
  isSupplierVatPayer: boolean;
};

/**
 * On an invoice: "Opravné doklady" — its credit notes and the "Create credit note" button. On a
 * credit note: the link to its original invoice and the reason.
 */
export const CreditNotesPanel = ({ country, invoice, items, isSupplierVatPayer }: CreditNotesPanelProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const user = useUser();
  const formatMoney = useFormatMoney();
  const isCreditNote = invoice.documentType === 'credit_note';
  const creditNotes = useInvoiceCreditNotes(country, invoice.id, !isCreditNote);
  useErrorFlash(creditNotes.error);
  const [isCreating, setIsCreating] = useState(false);
  const canCreate = hasAnyRole(user.roles, ['administrator', 'operator']);

  if (isCreditNote) {
    return (
      <Paper withBorder p="md" aria-label={t('credit_note.of_original')} component="section">
        <Stack gap={4}>
          <Text size="sm">
            {t('credit_note.of_original')}{' '}
            {invoice.originalInvoiceId !== null && (
              <Anchor component={Link} to={path('invoice-detail', { invoiceId: invoice.originalInvoiceId })}>
                {invoice.originalInvoiceNumber}
              </Anchor>
            )}
          </Text>
          <Text size="sm">
            {t('credit_note.reason')}: {invoice.creditReason}
          </Text>
        </Stack>
      </Paper>
    );
  }

  const list = creditNotes.data?.creditNotes ?? [];
  const hasRemainder = (creditNotes.data?.items ?? []).some((row) => row.remainingAmount > 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="credit-notes-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="credit-notes-title">
            {t('credit_note.list_title')}
          </Title>
          {canCreate && creditNotes.data && hasRemainder && (
            <Button variant="light" leftSection={<IconReceiptRefund size={18} />} onClick={() => setIsCreating(true)}>
              {t('credit_note.create')}
            </Button>
          )}
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('credit_note.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('credit_note.number')}</Table.Th>
                  <Table.Th>{t('credit_note.dateIssue')}</Table.Th>
                  <Table.Th>{t('credit_note.dateTaxableSupply')}</Table.Th>
                  <Table.Th>{t('credit_note.reason')}</Table.Th>
                  <Table.Th ta="right">{t('credit_note.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((note) => (
                  <Table.Tr key={note.id}>
                    <Table.Td>
                      <Anchor component={Link} to={path('invoice-detail', { invoiceId: note.id })}>
                        {note.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(note.dateIssue)}</Table.Td>
                    <Table.Td>{formatDate(note.dateTaxableSupply)}</Table.Td>
                    <Table.Td>{note.reason}</Table.Td>
                    <Table.Td ta="right">{formatMoney(note.priceWithVat)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {isCreating && creditNotes.data && (
        <CreateCreditNoteModal
          isSupplierVatPayer={isSupplierVatPayer}
          country={country}
          invoice={invoice}
          items={items}
          remaining={creditNotes.data.items}
          onClose={() => setIsCreating(false)}
        />
      )}
    </Paper>
  );
};
