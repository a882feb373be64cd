import { type CartProduct, type TaxRates, unitPriceWithoutVat } from '@bo/contract/cart/cart';
import { Button, Paper, ScrollArea, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';

export type CatalogueProduct = CartProduct & { code: string };

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The catalogue's visible products with a search over code and name (accents and case ignored); each adds to the cart. */
export const CartProductList = ({
  products,
  taxes,
  onAdd,
}: {
  products: readonly CatalogueProduct[];
  taxes: TaxRates;
  onAdd: (product: CatalogueProduct) => void;
}) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [search, setSearch] = useState('');
  const headingId = useId();
  const shown = useMemo(() => {
    const needle = normalize(search.trim());
    return needle
      ? products.filter((product) => normalize(`${product.code} ${product.name}`).includes(needle))
      : products;
  }, [products, search]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('cart.products')}
        </Title>
        <TextInput
          type="search"
          label={t('cart.search_product')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {search ? t('message.no_filter_match') : t('message.no_product')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cart.product')}</Table.Th>
                  <Table.Th ta="right">{t('cart.unit_price')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('cart.add')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
                      <Text size="sm">{product.name}</Text>
                      <Text size="xs" c="dimmed">
                        {product.code}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(unitPriceWithoutVat(product, taxes))}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        aria-label={t('cart.add_product', { name: product.name })}
                        onClick={() => onAdd(product)}
                      >
                        {t('cart.add')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
};
