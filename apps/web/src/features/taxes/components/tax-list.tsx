import { useTranslation } from 'react-i18next';
import { InlineEditTable } from '@/components/ui/inline-edit-table';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useTaxes } from '../api/get-taxes';
import { TaxRow } from './tax-row';

/** overview §2.10 VAT settings: the country's rates with inline edit, one new row at a time. */
export const TaxList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const { data, isPending, error } = useTaxes(country);
  useLoadingFlash(isPending, 'message.loading_taxes');
  useErrorFlash(error);
  useInfoFlash(data?.taxes.length === 0, 'message.no_tax');
  if (!data) return null;
  return (
    <InlineEditTable
      key={country}
      label={t('route.tax-setting-list')}
      headers={[t('tax.tax'), t('tax.isReduced')]}
      items={data.taxes}
      getKey={(tax) => tax.id}
      renderRow={(tax, onDone) => <TaxRow country={country} tax={tax} onDone={onDone} />}
      addLabel={t('tax.add')}
    />
  );
};
