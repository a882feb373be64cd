import { unitPriceWithoutVat } from '@bo/contract/cart/cart';
import type { InvoiceVatRecapRow } from '@bo/contract/invoices/totals';
import type { VatParties } from '@bo/contract/invoices/vat-decision';
import type { Product, Tax } from '@bo/contract/settings/schemas';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  Select,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormSection } from '@/components/ui/form-section';
import { useFormatMoney } from '@/components/ui/money';
import { useTaxLabel } from '@/components/ui/tax-select';
import type { Unit } from '@/features/products/api/get-units';
import type { InvoiceFormApi } from './invoice-form-types';
import { type InvoiceFormValues, type ItemValues, livePricesOf, type TaxRates } from './invoice-form-values';

type InvoiceItemsProps = {
  form: InvoiceFormApi;
  isDisabled: boolean;
  products: readonly Product[];
  taxes: readonly Tax[];
  units: readonly Unit[];
  /** the invoice's VAT parties: the screen shows the decision the server makes */
  parties: VatParties;
};

const emptyLine = (taxId: number | undefined): ItemValues => ({
  id: null,
  productId: null,
  code: '',
  name: '',
  amount: '1',
  unit: '',
  price: '0',
  sale: '0',
  taxId: taxId === undefined ? '' : String(taxId),
  reverseCharge: false,
});

/**
 * overview §3 Invoice item: the lines (code, name, amount, unit, price, sale, tax, prices) with add,
 * remove and a product picker; prices follow every keystroke through the contract's totals, and the
 * VAT recap per rate is under them. A server error on one item shows on that item (error.detail.itemId).
 */
export const InvoiceItems = ({ form, isDisabled, products, taxes, units, parties }: InvoiceItemsProps) => {
  const vatPayer = parties.isSupplierVatPayer;
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const formatMoney = useFormatMoney();
  const taxLabel = useTaxLabel();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const rates: TaxRates = useMemo(() => new Map(taxes.map((tax) => [tax.id, tax.tax])), [taxes]);
  const { lines, totals } = livePricesOf(items, rates, parties);
  const errors = form.formState.errors.items as FieldErrors<InvoiceFormValues['items']> | undefined;
  const taxOptions = taxes.map((tax) => ({ value: String(tax.id), label: taxLabel(tax) }));
  const unitOptions = [
    { value: '', label: '–' },
    ...units.map((unit) => ({ value: String(unit.id), label: unit.value })),
  ];
  const productOptions = useMemo(
    () => products.map((product) => ({ value: String(product.id), label: `${product.code} – ${product.name}` })),
    [products],
  );
  const defaultTaxId = taxes.find((tax) => !tax.isReduced)?.id ?? taxes[0]?.id;

  const addProduct = (productId: string | null) => {
    const product = products.find((candidate) => String(candidate.id) === productId);
    if (!product) return;
    append({
      id: null,
      productId: product.id,
      code: product.code,
      name: product.nameInvoice || product.name,
      amount: '1',
      unit: String(product.unit),
      price: String(rates.has(product.idTaxPrice) ? unitPriceWithoutVat(product, rates) : product.price),
      sale: '0',
      taxId: String(product.idTaxPrice),
      reverseCharge: product.reverseCharge,
    });
  };

  const recapLabel = (row: InvoiceVatRecapRow) =>
    row.reverseCharge
      ? t('invoice.reverse_charge')
      : vatPayer
        ? t('invoice.vat_rate', { tax: row.tax })
        : t('invoice.no_vat');

  return (
    <FormSection title={t('invoice.items')}>
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={t('invoice.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('invoice_item.code')}</Table.Th>
              <Table.Th>{t('invoice_item.name')}</Table.Th>
              <Table.Th w={80}>{t('invoice_item.amount')}</Table.Th>
              <Table.Th w={110}>{t('invoice_item.unit')}</Table.Th>
              <Table.Th w={100}>{t('invoice_item.price')}</Table.Th>
              <Table.Th w={70}>{t('invoice_item.sale')}</Table.Th>
              {/* decision 177: a supplier that is not a VAT payer has no rates and no VAT column */}
              {vatPayer && <Table.Th w={150}>{t('invoice_item.taxId')}</Table.Th>}
              <Table.Th w={120} ta="right">
                {vatPayer ? t('invoice_item.priceWithoutVat') : t('invoice.total')}
              </Table.Th>
              {vatPayer && (
                <Table.Th w={120} ta="right">
                  {t('invoice_item.priceWithVat')}
                </Table.Th>
              )}
              <Table.Th w={40}>
                <VisuallyHidden>{t('invoice.remove_item')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => {
              const number = index + 1;
              const itemErrors = errors?.[index];
              const label = (name: string) => `${t(`invoice_item.${name}`)} (${t('invoice.item_number', { number })})`;
              return (
                <Table.Tr key={field.id} data-testid="invoice-item">
                  <Table.Td>
                    <TextInput
                      {...form.register(`items.${index}.code`)}
                      aria-label={label('code')}
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.code)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...form.register(`items.${index}.name`)}
                      aria-label={label('name')}
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.name)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...form.register(`items.${index}.amount`)}
                      aria-label={label('amount')}
                      inputMode="decimal"
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.amount)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      {...form.register(`items.${index}.unit`)}
                      aria-label={label('unit')}
                      data={unitOptions}
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.unit)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...form.register(`items.${index}.price`)}
                      aria-label={label('price')}
                      inputMode="decimal"
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.price)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...form.register(`items.${index}.sale`)}
                      aria-label={label('sale')}
                      inputMode="decimal"
                      disabled={isDisabled}
                      size="xs"
                      error={fieldError(itemErrors?.sale)}
                    />
                  </Table.Td>
                  {vatPayer && (
                    <Table.Td>
                      <NativeSelect
                        {...form.register(`items.${index}.taxId`)}
                        aria-label={label('taxId')}
                        data={taxOptions}
                        disabled={isDisabled}
                        size="xs"
                        error={fieldError(itemErrors?.taxId)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="item-price-without-vat">
                    {formatMoney(lines[index]?.priceWithoutVat ?? 0)}
                  </Table.Td>
                  {vatPayer && (
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="item-price-with-vat">
                      {formatMoney(lines[index]?.priceWithVat ?? 0)}
                    </Table.Td>
                  )}
                  <Table.Td>
                    {!isDisabled && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => remove(index)}
                        aria-label={`${t('invoice.remove_item')} ${number}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {fields.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={10}>
                  <Text size="sm" c="dimmed">
                    {t('invoice.no_items')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!isDisabled && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('invoice.add_product')}
            placeholder={t('invoice.search_product')}
            data={productOptions}
            value={null}
            onChange={addProduct}
            searchable
            nothingFoundMessage={t('message.no_filter_match')}
            w={{ base: '100%', sm: 360 }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => append(emptyLine(defaultTaxId))}
          >
            {t('invoice.add_item')}
          </Button>
        </Group>
      )}
      {/* large sums may not fit a phone: the recap then scrolls sideways (focusable for the keyboard) */}
      {vatPayer ? (
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('invoice.vat_recap')}>
          <Table
            w={{ base: '100%', sm: 'auto' }}
            ml="auto"
            fz={{ base: 'xs', sm: 'sm' }}
            horizontalSpacing={6}
            verticalSpacing={2}
            aria-label={t('invoice.vat_recap')}
            data-testid="vat-recap"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoice.vat_recap')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithoutVat')}</Table.Th>
                <Table.Th ta="right">{t('invoice.vat')}</Table.Th>
                <Table.Th ta="right">{t('invoice.priceWithVat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.vatRecap.map((row) => (
                <Table.Tr key={`${row.reverseCharge}-${row.tax}`}>
                  <Table.Td>{recapLabel(row)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.priceWithoutVat)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.vat)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.priceWithVat)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('invoice.total')}</Table.Td>
                <Table.Td ta="right" data-testid="total-without-vat">
                  {formatMoney(totals.priceWithoutVat)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(totals.vat)}</Table.Td>
                <Table.Td ta="right" data-testid="total-with-vat">
                  {formatMoney(totals.priceWithVat)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Box>
      ) : (
        <Group justify="flex-end" gap="md" data-testid="vat-recap">
          <Text size="sm">{t('invoice.supplier_not_vat_payer')}</Text>
          <Text size="sm" fw={700}>
            {t('invoice.total')}: <span data-testid="total-with-vat">{formatMoney(totals.priceWithVat)}</span>
          </Text>
        </Group>
      )}
    </FormSection>
  );
};
