import type { Tax } from '@bo/contract/settings/schemas';
import { Anchor, Badge, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatMoney } from '@/components/ui/money';
import { useTaxLabel } from '@/components/ui/tax-select';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useProducts } from '../api/get-products';
import type { Unit } from '../api/get-units';

const SEARCH_DELAY_MS = 300;

type ProductListProps = { country: string; units: readonly Unit[]; taxes: readonly Tax[] };

/** overview §2.10 Products: the country's products in position order, searchable by code and name. */
export const ProductList = ({ country, units, taxes }: ProductListProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const taxLabel = useTaxLabel();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, isPending, error } = useProducts(country, debouncedSearch);
  useLoadingFlash(isPending, 'message.loading_products');
  useErrorFlash(error);
  useInfoFlash(data?.products.length === 0, debouncedSearch ? 'message.no_filter_match' : 'message.no_product');

  const unitOf = (id: number) => units.find((unit) => unit.id === id)?.value ?? '';
  const taxOf = (id: number) => {
    const tax = taxes.find((candidate) => candidate.id === id);
    return tax ? taxLabel(tax) : '';
  };

  return (
    <Paper withBorder>
      <TextInput
        p="sm"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('product_setting.search')}
        aria-label={t('product_setting.search')}
        leftSection={<IconSearch size={16} />}
        maw={420}
        type="search"
      />
      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label={t('route.product-setting-list')} highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('product.position')}</Table.Th>
              <Table.Th w={140}>{t('product.code')}</Table.Th>
              <Table.Th>{t('product.name')}</Table.Th>
              <Table.Th w={90}>{t('product.unit')}</Table.Th>
              <Table.Th w={170} ta="right">
                {t('product.price')}
              </Table.Th>
              <Table.Th w={150}>{t('product.idTaxPrice')}</Table.Th>
              <Table.Th w={110}>{t('product.visible')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.products.map((product) => {
              const detailPath = path('product-setting-detail', { productId: product.id });
              return (
                <Table.Tr key={product.id} onClick={() => navigate(detailPath)} style={{ cursor: 'pointer' }}>
                  <Table.Td c="dimmed">{product.position}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={detailPath} fw={500} onClick={(event) => event.stopPropagation()}>
                      {product.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>{unitOf(product.unit)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(product.price)}
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t(product.priceWithVAT ? 'product_setting.with_vat' : 'product_setting.without_vat')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{taxOf(product.idTaxPrice)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={product.display ? 'green' : 'gray'}>
                      {t(product.display ? 'settings.yes' : 'settings.no')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
