import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { useEkokoms } from '@/features/ekokoms/api/get-ekokoms';
import { useUnits } from '@/features/products/api/get-units';
import { ProductDetailModal } from '@/features/products/components/product-detail-modal';
import { ProductList } from '@/features/products/components/product-list';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

const NO_ITEMS: never[] = [];

/**
 * Routes product-setting-list (/:country?/settings/products) and product-setting-detail
 * (…/products/:productId, an id or `new`): the list, and the detail as a modal over it.
 */
export const SettingsProductsRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  const { name, params } = useRouteInfo();
  const units = useUnits().data?.units ?? NO_ITEMS;
  const taxes = useTaxes(country);
  const ekokoms = useEkokoms(country);
  useErrorFlash(taxes.error);
  useErrorFlash(ekokoms.error);
  const productId = name === 'product-setting-detail' ? params.productId : undefined;

  return (
    <>
      <PageHeader title={t(routeTitleKey('product-setting-list'))}>
        <Button
          component={Link}
          to={path('product-setting-detail', { productId: 'new' })}
          leftSection={<IconPlus size={18} />}
        >
          {t('product_setting.new')}
        </Button>
      </PageHeader>
      <ProductList country={country} units={units} taxes={taxes.data?.taxes ?? NO_ITEMS} />
      {productId && taxes.data && ekokoms.data && (
        <ProductDetailModal
          country={country}
          productId={productId}
          units={units}
          taxes={taxes.data.taxes}
          ekokoms={ekokoms.data.ekokoms}
        />
      )}
    </>
  );
};
