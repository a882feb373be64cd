import { useTranslation } from 'react-i18next';
import { reportMenu } from '@/config/navigation';
import { useMenuEntries } from '@/hooks/use-menu-entries';
import { SectionLayout } from './section-layout';

/** Report routes: the report side menu (overview §2.2), each entry by the roles of rules §6. */
export const ReportsLayout = () => {
  const { t } = useTranslation();
  return <SectionLayout menuLabel={t('nav.reports')} entries={useMenuEntries(reportMenu)} />;
};
