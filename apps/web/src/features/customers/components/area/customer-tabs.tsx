import { hasAnyRole } from '@bo/contract/auth/roles';
import { Tabs } from '@mantine/core';
import {
  IconClipboardList,
  IconFileDescription,
  IconFileInvoice,
  IconId,
  IconMapPin,
  IconNotes,
  IconPhoneCall,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type RouteName, routes } from '@/config/paths';
import { useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';

type Tab = { route: RouteName; labelKey: string; Icon: typeof IconNotes; subRoutes?: RouteName[] };

/** overview §2.6 tabs in their order; who sees a tab follows its route's roles (rules §6). */
const tabs: Tab[] = [
  { route: 'customer-notes', labelKey: 'customer_tab.notes', Icon: IconNotes },
  {
    route: 'customer-offers',
    labelKey: 'customer_tab.offers',
    Icon: IconFileDescription,
    subRoutes: ['customer-offer-detail'],
  },
  {
    route: 'customer-applications',
    labelKey: 'customer_tab.applications',
    Icon: IconClipboardList,
    subRoutes: ['customer-application-detail'],
  },
  { route: 'customer-detail', labelKey: 'customer_tab.detail', Icon: IconId },
  { route: 'customer-map', labelKey: 'customer_tab.map', Icon: IconMapPin },
  { route: 'customer-invoices', labelKey: 'customer_tab.invoices', Icon: IconFileInvoice },
  { route: 'customer-calls', labelKey: 'customer_tab.calls', Icon: IconPhoneCall },
];

/** The customer's tabs; a new customer has only its detail until it is saved. */
export const CustomerTabs = ({ customerId }: { customerId: number | undefined }) => {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const path = useRoutePath();
  const { name } = useRouteInfo();
  const visible = tabs.filter(
    (tab) =>
      hasAnyRole(user.roles, routes[tab.route].roles) && (customerId !== undefined || tab.route === 'customer-detail'),
  );
  const current = tabs.find((tab) => tab.route === name || (name && tab.subRoutes?.includes(name)))?.route ?? null;

  return (
    <Tabs
      value={current}
      onChange={(route) => {
        if (route) navigate(path(route as RouteName, { customerId: customerId ?? 'new' }));
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('customer_tab.label')}>
        {visible.map(({ route, labelKey, Icon }) => (
          <Tabs.Tab key={route} value={route} leftSection={<Icon size={16} stroke={1.7} />}>
            {t(labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
};
