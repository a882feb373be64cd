import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { creditNoteLines, type InvoiceCreditNotesResponse } from '@bo/contract/invoices/credit-notes';
import type { Invoice, InvoiceItem } from '@bo/contract/invoices/schemas';
import { invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/ui/form/date-field';
import { useFormatMoney } from '@/components/ui/money';
import { useRoutePath } from '@/hooks/use-route-path';
import { ApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { unsavedChangesStore } from '@/lib/unsaved-changes';
import { useCreateCreditNote } from '../../api/credit-notes';

type CreateCreditNoteModalProps = {
  country: string;
  invoice: Invoice;
  items: readonly InvoiceItem[];
  remaining: InvoiceCreditNotesResponse['items'];
  isSupplierVatPayer: boolean;
  onClose: () => void;
};

type LineChoice = { isChosen: boolean; amount: number | string };

const amountOf = (value: number | string) => (typeof value === 'number' ? value : Number(value.replace(',', '.')));

/**
 * "Create credit note" (decisions 131–132): the reason, the taxable date of the correction and the
 * lines to credit — an explicit choice, each with the amount (all that is left by default; more than is left is
 * an error on the row, never lowered silently). Base, VAT and total to be credited show before issuing, computed by
 * the contract as the server computes them. The new credit note opens when it is issued.
 */
export const CreateCreditNoteModal = ({
  country,
  invoice,
  items,
  remaining,
  isSupplierVatPayer,
  onClose,
}: CreateCreditNoteModalProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const isSmallScreen = useMediaQuery('(max-width: 48em)');
  const create = useCreateCreditNote(country, invoice.id);
  const leftOf = new Map(remaining.map((row) => [row.itemId, row.remainingAmount]));
  const creditable = items.filter((item) => (leftOf.get(item.id) ?? 0) > 0);
  const [reason, setReason] = useState('');
  const [dateTaxable, setDateTaxable] = useState(() => companyDayOf(new Date()));
  const [lines, setLines] = useState<Record<number, LineChoice>>(() =>
    Object.fromEntries(creditable.map((item) => [item.id, { isChosen: false, amount: leftOf.get(item.id) ?? 0 }])),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [lineError, setLineError] = useState<{ itemId: unknown; message: string } | null>(null);

  const formatMoney = useFormatMoney();
  const setLine = (id: number, change: Partial<LineChoice>) =>
    setLines((current) => ({ ...current, [id]: { ...(current[id] ?? { isChosen: false, amount: 0 }), ...change } }));
  const chosen = creditable.flatMap((item) => {
    const line = lines[item.id];
    return line?.isChosen ? [{ itemId: item.id, amount: amountOf(line.amount) }] : [];
  });
  // what the server will issue: the contract's credit lines priced by the VAT decision of the invoice's parties
  const credited = new Map(items.map((item) => [item.id, Math.abs(item.amount) - (leftOf.get(item.id) ?? 0)]));
  const preview = creditNoteLines(
    items.map((item) => ({ ...item, unit: item.unit ?? null })),
    credited,
    chosen.filter((line) => Number.isFinite(line.amount) && line.amount > 0),
  );
  const overLeft = chosen.filter((line) => line.amount > (leftOf.get(line.itemId) ?? 0));
  const totals = invoiceTotals(preview.lines, invoiceVatParties(isSupplierVatPayer, invoice));
  const allChosen = creditable.length > 0 && creditable.every((item) => lines[item.id]?.isChosen);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setLineError(null);
    if (chosen.length === 0) {
      setFields({ items: 'choose_lines' });
      return;
    }
    const [over] = overLeft;
    if (over) {
      setLineError({ itemId: over.itemId, message: 'too_big' });
      return;
    }
    create.mutate(
      { reason: reason.trim(), dateTaxable: dateTaxable || null, items: chosen },
      {
        onSuccess: async ({ id }) => {
          onClose();
          // the original is locked now: its form holds nothing left to save, so leaving it does not ask
          unsavedChangesStore.setState({ formIds: new Set() });
          await navigate(path('invoice-detail', { invoiceId: id }));
          addFlash({ message: 'message.credit_note_created', severity: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setFields(error.fields);
            const [message] = Object.values(error.fields);
            if (error.itemId !== undefined && message) setLineError({ itemId: error.itemId, message });
            return;
          }
          showErrorFlash(error);
        },
      },
    );
  };

  const fieldError = (name: string) => (fields[name] ? t(`form_validation.${fields[name]}`) : undefined);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('credit_note.modal_title', { number: invoice.number })}
      size="xl"
      fullScreen={isSmallScreen}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('credit_note.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={2}
            maxLength={300}
            error={fieldError('reason')}
            data-autofocus
          />
          <DateField
            label={t('credit_note.dateTaxable')}
            value={dateTaxable}
            onChange={setDateTaxable}
            error={fieldError('dateTaxable')}
            w={{ base: '100%', xs: 220 }}
          />
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('credit_note.lines')}
            </Text>
            <Text size="sm" c="dimmed">
              {creditable.length === 0 ? t('credit_note.nothing_left') : t('credit_note.lines_hint')}
            </Text>
            {fieldError('items') && (
              <Text size="sm" c="red.8" role="alert">
                {fieldError('items')}
              </Text>
            )}
          </Stack>
          {creditable.length > 1 && (
            <Checkbox
              checked={allChosen}
              indeterminate={!allChosen && chosen.length > 0}
              onChange={(event) => {
                const isChosen = event.currentTarget.checked;
                for (const item of creditable) setLine(item.id, { isChosen });
              }}
              label={t('credit_note.choose_all')}
            />
          )}
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {creditable.map((item) => {
                  const line = lines[item.id] ?? { isChosen: false, amount: 0 };
                  const left = leftOf.get(item.id) ?? 0;
                  const isOver = line.isChosen && amountOf(line.amount) > left;
                  const error =
                    lineError?.itemId === item.id
                      ? t(
                          `form_validation.${lineError.message === 'too_big' ? 'credit_over_remaining' : lineError.message}`,
                        )
                      : isOver
                        ? t('form_validation.credit_over_remaining')
                        : undefined;
                  return (
                    <Table.Tr key={item.id} data-item-id={item.id}>
                      <Table.Td>
                        <Checkbox
                          checked={line.isChosen}
                          onChange={(event) => setLine(item.id, { isChosen: event.currentTarget.checked })}
                          label={item.name}
                          aria-label={t('credit_note.credit_line', { name: item.name })}
                        />
                      </Table.Td>
                      <Table.Td w={180}>
                        <NumberInput
                          value={line.amount}
                          onChange={(value) => setLine(item.id, { amount: value, isChosen: true })}
                          // more than is left is an error on the row, not lowered behind the user's back
                          clampBehavior="none"
                          min={0.001}
                          decimalScale={3}
                          decimalSeparator=","
                          aria-label={t('credit_note.amount_of', { name: item.name })}
                          description={t('credit_note.remaining', { amount: left.toLocaleString('cs-CZ') })}
                          error={error}
                          size="xs"
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table
            w={{ base: '100%', sm: 'auto' }}
            ml="auto"
            verticalSpacing={2}
            aria-label={t('credit_note.to_credit')}
            data-testid="credit-note-totals"
          >
            <Table.Tbody>
              {isSupplierVatPayer && (
                <>
                  <Table.Tr>
                    <Table.Th scope="row">{t('invoice.priceWithoutVat')}</Table.Th>
                    <Table.Td ta="right">{formatMoney(totals.priceWithoutVat)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('invoice.vat')}</Table.Th>
                    <Table.Td ta="right">{formatMoney(totals.vat)}</Table.Td>
                  </Table.Tr>
                </>
              )}
              <Table.Tr fw={700}>
                <Table.Th scope="row">{t('credit_note.to_credit')}</Table.Th>
                <Table.Td ta="right" data-testid="credit-note-total">
                  {formatMoney(totals.priceWithVat)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={creditable.length === 0 || overLeft.length > 0}>
              {t('credit_note.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
