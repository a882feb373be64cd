import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteName, routeTitleKey } from '@/config/paths';

/** rules: the page title is the prefix plus the route title. */
export const usePageTitle = (name: RouteName | undefined) => {
  const { t } = useTranslation();
  const title = name ? `${t('app.title_prefix')} | ${t(routeTitleKey(name))}` : t('app.title_prefix');
  useEffect(() => {
    document.title = title;
  }, [title]);
};
