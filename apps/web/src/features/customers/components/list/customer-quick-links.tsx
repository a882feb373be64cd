import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconClipboardList, IconFileDescription, IconId, IconMapPin, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteName } from '@/config/paths';
import { useRoutePath } from '@/hooks/use-route-path';

const links: { route: RouteName; labelKey: string; Icon: typeof IconNotes }[] = [
  { route: 'customer-notes', labelKey: 'customer_tab.notes', Icon: IconNotes },
  { route: 'customer-offers', labelKey: 'customer_tab.offers', Icon: IconFileDescription },
  { route: 'customer-applications', labelKey: 'customer_tab.applications', Icon: IconClipboardList },
  { route: 'customer-detail', labelKey: 'customer_tab.detail', Icon: IconId },
  { route: 'customer-map', labelKey: 'customer_tab.map', Icon: IconMapPin },
];

/** overview §2.5: quick links of a list row to the customer's notes, offers, applications, detail and map. */
export const CustomerQuickLinks = ({ customerId, company }: { customerId: number; company: string }) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Group gap={2} wrap="nowrap">
      {links.map(({ route, labelKey, Icon }) => (
        <Tooltip key={route} label={t(labelKey)} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={path(route, { customerId })}
            variant="subtle"
            color="gray.7"
            aria-label={`${t(labelKey)}: ${company}`}
          >
            <Icon size={18} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
};
