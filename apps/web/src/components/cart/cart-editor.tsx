import { addProduct, type CartLine, type TaxRates } from '@bo/contract/cart/cart';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CartLines } from './cart-lines';
import { CartProductList, type CatalogueProduct } from './cart-product-list';

type CartEditorProps = {
  title: string;
  lines: readonly CartLine[];
  onChange: (lines: CartLine[]) => void;
  /** the visible products of the catalogue */
  products: readonly CatalogueProduct[];
  taxes: TaxRates;
  actions?: ReactNode;
  /** A cart that cannot change (an invoiced application part): no product list, fields read only. */
  isReadOnly?: boolean;
  /** false: the supplier is not a VAT payer — final prices, no VAT column (decision 177) */
  isVatPayer?: boolean;
};

/**
 * DESIGN §4 the one cart of offers and applications: the product list above the cart lines.
 * Adding a product already in the cart raises its amount by 1 (the contract's cart module).
 */
export const CartEditor = ({
  title,
  lines,
  onChange,
  products,
  taxes,
  actions,
  isReadOnly = false,
  isVatPayer = true,
}: CartEditorProps) => (
  <Stack gap="md">
    {!isReadOnly && (
      <CartProductList
        products={products}
        taxes={taxes}
        onAdd={(product) => onChange(addProduct(lines, product, taxes))}
      />
    )}
    <CartLines
      title={title}
      lines={lines}
      taxes={taxes}
      onChange={onChange}
      actions={actions}
      isReadOnly={isReadOnly}
      isVatPayer={isVatPayer}
    />
  </Stack>
);
