import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { useRouteInfo } from '@/hooks/use-route-info';

/** A route whose screen is not built yet: the layout and the route's heading, nothing else. */
export const EmptyRoute = () => {
  const { t } = useTranslation();
  const { name } = useRouteInfo();
  return name ? <PageHeader title={t(routeTitleKey(name))} /> : null;
};
