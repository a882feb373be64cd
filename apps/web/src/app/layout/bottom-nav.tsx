import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconChartBar, IconFileInvoice, IconMap2, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topNavigation } from '@/config/navigation';
import type { RouteName } from '@/config/paths';
import { useIsActivePath } from '@/hooks/use-is-active-path';
import { useMenuEntries } from '@/hooks/use-menu-entries';

const iconOf: Partial<Record<RouteName, typeof IconCalendar>> = {
  home: IconCalendar,
  'customer-list': IconUsers,
  map: IconMap2,
  'invoice-list': IconFileInvoice,
  report: IconChartBar,
  setting: IconSettings,
};

/** Height of the bar; the page keeps this much room below its content on phones (global.css). */
export const BOTTOM_NAV_HEIGHT = 60;

/**
 * The phone's bottom navigation (below the sm breakpoint, 768 px): the top entries the user's roles
 * may open — for a driver calendar and map — as thumb-sized targets (≥ 44 px).
 */
export const BottomNav = () => {
  const { t } = useTranslation();
  const entries = useMenuEntries(topNavigation);
  const isActive = useIsActivePath();
  return (
    <Box
      component="nav"
      aria-label={t('app.bottom_navigation')}
      hiddenFrom="sm"
      className="bottom-nav"
      h={BOTTOM_NAV_HEIGHT}
      data-testid="bottom-nav"
    >
      <Group gap={0} wrap="nowrap" h="100%" grow>
        {entries.map((entry) => {
          const Icon = iconOf[entry.route] ?? IconCalendar;
          const isCurrent = isActive(entry.to);
          return (
            <UnstyledButton
              key={entry.route}
              component={Link}
              to={entry.to}
              aria-current={isCurrent ? 'page' : undefined}
              className="bottom-nav-item"
              data-active={isCurrent || undefined}
            >
              <Icon size={22} stroke={1.7} aria-hidden />
              <Text span fz={11} fw={isCurrent ? 700 : 500} lh={1.1} truncate>
                {entry.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
};
