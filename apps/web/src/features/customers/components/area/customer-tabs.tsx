import { hasAnyRole } from '@bo/contract/auth/roles';
import { Group, ScrollArea, UnstyledButton } from '@mantine/core';
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
import { Link } from 'react-router';
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

/**
 * The customer's tabs; a new customer has only its detail until it is saved. Each tab is its own
 * route, so they are a navigation of links (the current one `aria-current="page"`), not an ARIA
 * tablist whose panels would have to be on the page.
 */
export const CustomerTabs = ({ customerId }: { customerId: number | undefined }) => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  const { name } = useRouteInfo();
  const visible = tabs.filter(
    (tab) =>
      hasAnyRole(user.roles, routes[tab.route].roles) && (customerId !== undefined || tab.route === 'customer-detail'),
  );
  const current = tabs.find((tab) => tab.route === name || (name && tab.subRoutes?.includes(name)))?.route ?? null;

  return (
    <ScrollArea type="auto" scrollbarSize={4} style={{ borderBottom: '2px solid var(--mantine-color-gray-3)' }}>
      <Group component="nav" aria-label={t('customer_tab.label')} gap={0} wrap="nowrap">
        {visible.map(({ route, labelKey, Icon }) => {
          const isCurrent = route === current;
          return (
            <UnstyledButton
              key={route}
              component={Link}
              to={path(route, { customerId: customerId ?? 'new' })}
              aria-current={isCurrent ? 'page' : undefined}
              px="md"
              py={10}
              fz="sm"
              fw={isCurrent ? 600 : 500}
              c={isCurrent ? 'var(--mantine-color-petrol-text)' : 'var(--mantine-color-text)'}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                whiteSpace: 'nowrap',
                marginBottom: -2,
                borderBottom: `2px solid ${isCurrent ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
            >
              <Icon size={16} stroke={1.7} aria-hidden />
              {t(labelKey)}
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
};
