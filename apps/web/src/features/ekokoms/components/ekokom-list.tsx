import { useTranslation } from 'react-i18next';
import { InlineEditTable } from '@/components/ui/inline-edit-table';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useEkokoms } from '../api/get-ekokoms';
import { EkokomRow } from './ekokom-row';

/** overview §2.10 Ekokom settings: the country's packaging materials with inline edit, one new row at a time. */
export const EkokomList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const { data, isPending, error } = useEkokoms(country);
  useLoadingFlash(isPending, 'message.loading_ekokoms');
  useErrorFlash(error);
  useInfoFlash(data?.ekokoms.length === 0, 'message.no_ekokom');
  if (!data) return null;
  return (
    <InlineEditTable
      key={country}
      label={t('route.ekokom-setting-list')}
      headers={[t('ekokom.name')]}
      items={data.ekokoms}
      getKey={(ekokom) => ekokom.id}
      renderRow={(ekokom, onDone) => <EkokomRow country={country} ekokom={ekokom} onDone={onDone} />}
      addLabel={t('ekokom.add')}
    />
  );
};
