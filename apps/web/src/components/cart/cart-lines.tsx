import {
  type CartLine,
  cartTotals,
  parseAmount,
  removeLine,
  setAmount,
  setSale,
  type TaxRates,
} from '@bo/contract/cart/cart';
import { Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { usePlural } from '@/hooks/use-plural';
import { CartLineRow } from './cart-line-row';
import classes from './cart-lines.module.css';

type CartLinesProps = {
  title: string;
  lines: readonly CartLine[];
  taxes: TaxRates;
  onChange: (lines: CartLine[]) => void;
  isReadOnly?: boolean;
  /** Buttons under the totals (save). */
  actions?: ReactNode;
  /** false: the supplier is not a VAT payer — final prices, no VAT column (decision 177) */
  isVatPayer?: boolean;
};

const isPositiveNumber = (value: string) => {
  const parsed = parseAmount(value);
  return Number.isFinite(parsed) && parsed > 0;
};
const isSaleNumber = (value: string) => /^\d+([.,]\d{1,2})?$/.test(value.trim());

/**
 * overview §4 Cart on the screen: every change goes through the contract's cart module, so prices
 * follow at once; an amount ≤ 0 or not a number removes the line when the field is left.
 */
export const CartLines = ({
  title,
  lines,
  taxes,
  onChange,
  isReadOnly = false,
  actions,
  isVatPayer = true,
}: CartLinesProps) => {
  const { t } = useTranslation();
  const plural = usePlural();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const totals = cartTotals(lines);

  const remove = (productId: number) => {
    onChange(removeLine(lines, productId));
    // the removed row's field is gone: focus stays in the cart
    headingRef.current?.focus();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
          {title}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            ({plural('app.items_count', lines.length)})
          </Text>
        </Title>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cart.empty')}
          </Text>
        ) : (
          <ScrollArea type="auto">
            {/* the roles keep the table's semantics where the phone's stacked layout (CSS) changes its display */}
            <Table verticalSpacing={4} aria-labelledby={headingId} className={classes.table} role="table">
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">{t('cart.product')}</Table.Th>
                  <Table.Th role="columnheader">{t('cart.amount')}</Table.Th>
                  <Table.Th ta="right" role="columnheader">
                    {t('cart.unit_price')}
                  </Table.Th>
                  <Table.Th role="columnheader">{t('cart.sale')}</Table.Th>
                  <Table.Th ta="right" role="columnheader">
                    {isVatPayer ? t('cart.price_without_vat') : t('cart.price')}
                  </Table.Th>
                  {isVatPayer && (
                    <Table.Th ta="right" role="columnheader">
                      {t('cart.price_with_vat')}
                    </Table.Th>
                  )}
                  <Table.Th role="columnheader">
                    <VisuallyHidden>{t('cart.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {lines.map((line) => (
                  <CartLineRow
                    key={line.productId}
                    line={line}
                    isReadOnly={isReadOnly}
                    isVatPayer={isVatPayer}
                    onAmount={(value, isFinal) => {
                      if (isFinal && !isPositiveNumber(value)) remove(line.productId);
                      else if (isPositiveNumber(value)) onChange(setAmount(lines, line.productId, value, taxes));
                    }}
                    onSale={(value, isFinal) => {
                      if (isFinal || isSaleNumber(value)) onChange(setSale(lines, line.productId, value, taxes));
                    }}
                    onRemove={() => remove(line.productId)}
                  />
                ))}
              </Table.Tbody>
              <Table.Tfoot role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th scope="row" role="rowheader" colSpan={4}>
                    {t('cart.total')}
                  </Table.Th>
                  <Table.Td
                    ta="right"
                    fw={700}
                    style={{ whiteSpace: 'nowrap' }}
                    role="cell"
                    data-label={isVatPayer ? t('cart.price_without_vat') : t('cart.price')}
                    data-testid="cart-total-without-vat"
                  >
                    {formatMoney(totals.priceWithoutVat)}
                  </Table.Td>
                  {isVatPayer && (
                    <Table.Td
                      ta="right"
                      fw={700}
                      style={{ whiteSpace: 'nowrap' }}
                      role="cell"
                      data-label={t('cart.price_with_vat')}
                      data-testid="cart-total-with-vat"
                    >
                      {formatMoney(totals.priceWithVat)}
                    </Table.Td>
                  )}
                  <Table.Td role="cell" />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        )}
        {!isVatPayer && lines.length > 0 && (
          <Text size="sm" ta="right" data-testid="cart-no-vat">
            {t('invoice.supplier_not_vat_payer')}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
};
