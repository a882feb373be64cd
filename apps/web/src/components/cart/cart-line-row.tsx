import type { CartLine } from '@bo/contract/cart/cart';
import { ActionIcon, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';

type CartLineRowProps = {
  line: CartLine;
  /** A typed amount; ≤ 0 or not a number removes the line (on leaving the field or Enter). */
  onAmount: (value: string, isFinal: boolean) => void;
  onSale: (value: string, isFinal: boolean) => void;
  onRemove: () => void;
  isReadOnly?: boolean;
  /** false: no VAT column (a supplier that is not a VAT payer) */
  isVatPayer?: boolean;
};

const shown = (value: number) => String(value).replace('.', ',');

/** One cart line: amount and sale editable, prices as the cart module computed them. */
export const CartLineRow = ({
  line,
  onAmount,
  onSale,
  onRemove,
  isReadOnly = false,
  isVatPayer = true,
}: CartLineRowProps) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [amount, setAmount] = useState(shown(line.amount));
  const [sale, setSale] = useState(shown(line.sale));
  // A change from outside (adding the same product, the server's answer) shows in the fields.
  useEffect(() => setAmount(shown(line.amount)), [line.amount]);
  useEffect(() => setSale(shown(line.sale)), [line.sale]);

  return (
    <Table.Tr role="row">
      <Table.Th scope="row" role="rowheader" fw={500}>
        {line.name}
      </Table.Th>
      <Table.Td role="cell" data-label={t('cart.amount')}>
        <TextInput
          size="xs"
          w={90}
          inputMode="decimal"
          aria-label={t('cart.amount_of', { name: line.name })}
          value={amount}
          readOnly={isReadOnly}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            onAmount(event.currentTarget.value, false);
          }}
          onBlur={() => onAmount(amount, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAmount(amount, true);
            }
          }}
        />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} role="cell" data-label={t('cart.unit_price')}>
        {formatMoney(line.price)}
      </Table.Td>
      <Table.Td role="cell" data-label={t('cart.sale')}>
        <TextInput
          size="xs"
          w={80}
          inputMode="decimal"
          rightSection="%"
          aria-label={t('cart.sale_of', { name: line.name })}
          value={sale}
          readOnly={isReadOnly}
          onChange={(event) => {
            setSale(event.currentTarget.value);
            onSale(event.currentTarget.value, false);
          }}
          onBlur={() => onSale(sale, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSale(sale, true);
            }
          }}
        />
      </Table.Td>
      <Table.Td
        ta="right"
        style={{ whiteSpace: 'nowrap' }}
        role="cell"
        data-label={isVatPayer ? t('cart.price_without_vat') : t('cart.price')}
      >
        {formatMoney(line.priceWithoutVat)}
      </Table.Td>
      {isVatPayer && (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} role="cell" data-label={t('cart.price_with_vat')}>
          {formatMoney(line.priceWithVat)}
        </Table.Td>
      )}
      <Table.Td role="cell">
        {!isReadOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('cart.remove_of', { name: line.name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
};
