import { Button, Group, NavLink, Stack } from '@mantine/core';
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
  'bank-statements': IconFileInvoice,
  report: IconChartBar,
  setting: IconSettings,
};

/** The top bar's entries by role (rules §6): a row of buttons, or a column in the mobile drawer. */
export const MainNav = ({ isVertical = false }: { isVertical?: boolean }) => {
  const { t } = useTranslation();
  const entries = useMenuEntries(topNavigation);
  const isActive = useIsActivePath();

  if (isVertical) {
    return (
      <Stack component="nav" aria-label={t('app.main_navigation')} gap={2}>
        {entries.map((entry) => {
          const Icon = iconOf[entry.route] ?? IconCalendar;
          return (
            <NavLink
              key={entry.route}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={<Icon size={18} stroke={1.7} />}
              active={isActive(entry.to)}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Group component="nav" aria-label={t('app.main_navigation')} gap={4} wrap="nowrap">
      {entries.map((entry) => {
        const Icon = iconOf[entry.route] ?? IconCalendar;
        const isCurrent = isActive(entry.to);
        return (
          <Button
            key={entry.route}
            component={Link}
            to={entry.to}
            variant={isCurrent ? 'light' : 'subtle'}
            color={isCurrent ? undefined : 'gray.7'}
            leftSection={<Icon size={18} stroke={1.7} />}
            aria-current={isCurrent ? 'page' : undefined}
            px="sm"
          >
            {entry.label}
          </Button>
        );
      })}
    </Group>
  );
};
