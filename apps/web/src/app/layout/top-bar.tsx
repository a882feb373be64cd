import { hasAnyRole } from '@bo/contract/auth/roles';
import { Burger, Group, Indicator, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell, IconRecycle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TopBarButton } from '@/components/ui/top-bar-button';
import { usePlural } from '@/hooks/use-plural';
import { useCountry } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';
import { landingPath } from '../landing-path';
import { CountrySwitcher } from './country-switcher';
import { MainNav } from './main-nav';
import {
  holdSwapWhilePressed,
  openWhenLoaded,
  useFocusAfterSwap,
  usePlaceholderFocus,
  useTopBarActions,
} from './top-bar-actions-loader';
import { UserSection } from './user-section';

/** Until the menus have loaded: the bell, which opens its popover as soon as it is there. */
const BellPlaceholder = ({ label }: { label: string }) => {
  const ref = usePlaceholderFocus('notifications');
  return (
    <Indicator disabled size={18} offset={4}>
      <TopBarButton
        ref={ref}
        icon={IconBell}
        label={label}
        data-top-bar-action="notifications"
        onPointerDown={holdSwapWhilePressed}
        onClick={() => openWhenLoaded('notifications')}
      />
    </Indicator>
  );
};

type TopBarProps = { isNavOpen: boolean; onToggleNav: () => void };

/** overview §2.2 Top bar: entries by role, notifications, country, the user and logout. */
export const TopBar = ({ isNavOpen, onToggleNav }: TopBarProps) => {
  const { t } = useTranslation();
  const user = useUser();
  const country = useCountry();
  const tp = usePlural();
  const actions = useTopBarActions();
  // the bell's and the user section's placeholders are replaced in the same commit: one hand-over for all three
  useFocusAfterSwap(actions);
  const hasNotifications = hasAnyRole(user.roles, ['administrator', 'operator']);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap">
        <Burger opened={isNavOpen} onClick={onToggleNav} hiddenFrom="lg" size="sm" aria-label={t('app.menu')} />
        <UnstyledButton component={Link} to={landingPath(user, country)} aria-label={t('app.title_prefix')}>
          <Group gap={10} wrap="nowrap">
            <ThemeIcon size={32} radius="md" aria-hidden>
              <IconRecycle size={20} />
            </ThemeIcon>
            <Text fw={700} fz="lg" c="petrol.9" visibleFrom="xs">
              {t('app.title_prefix')}
            </Text>
          </Group>
        </UnstyledButton>
        <Group visibleFrom="lg">
          <MainNav />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {hasNotifications &&
          (actions ? (
            <actions.NotificationsMenu userId={user.id} />
          ) : (
            <BellPlaceholder label={tp('app.notifications_unread', 0)} />
          ))}
        <CountrySwitcher />
        <UserSection />
      </Group>
    </Group>
  );
};
