import { useTranslation } from 'react-i18next';
import { settingsMenu } from '@/config/navigation';
import { useMenuEntries } from '@/hooks/use-menu-entries';
import { SectionLayout } from './section-layout';

/** Settings routes: the settings side menu (overview §2.2). */
export const SettingsLayout = () => {
  const { t } = useTranslation();
  return <SectionLayout menuLabel={t('nav.settings')} entries={useMenuEntries(settingsMenu)} />;
};
