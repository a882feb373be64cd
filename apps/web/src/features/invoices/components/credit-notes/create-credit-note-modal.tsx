import { companyDayOf } from '@bo/contract/dates/business-calendar';
import type { InvoiceCreditNotesResponse } from '@bo/contract/invoices/credit-notes';
import type { Invoice, InvoiceItem } from '@bo/contract/invoices/schemas';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/ui/form/date-field';
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
  onClose: () => void;
};

type LineChoice = { isChosen: boolean; amount: number | string };

/**
 * "Create credit note" (decisions 131–132): the reason, the taxable date of the correction and the
 * lines to credit, each with the amount (all that is left by default). Nothing chosen credits the
 * whole remainder. The new credit note opens when it is issued.
 */
export const CreateCreditNoteModal = ({ country, invoice, items, remaining, onClose }: CreateCreditNoteModalProps) => {
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

  const setLine = (id: number, change: Partial<LineChoice>) =>
    setLines((current) => ({ ...current, [id]: { ...(current[id] ?? { isChosen: false, amount: 0 }), ...change } }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = creditable.flatMap((item) => {
      const line = lines[item.id];
      return line?.isChosen ? [{ itemId: item.id, amount: Number(line.amount) }] : [];
    });
    setFields({});
    setLineError(null);
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
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {creditable.map((item) => {
                  const line = lines[item.id] ?? { isChosen: false, amount: 0 };
                  const left = leftOf.get(item.id) ?? 0;
                  const error = lineError?.itemId === item.id ? t(`form_validation.${lineError.message}`) : undefined;
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
                          min={0.001}
                          max={left}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={creditable.length === 0}>
              {t('credit_note.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
