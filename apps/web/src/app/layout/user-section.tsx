import { Avatar, Box, Group, Text } from '@mantine/core';
import { IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from '@/components/ui/top-bar-button';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/lib/auth-store';
import { holdSwapWhilePressed, openWhenLoaded, usePlaceholderFocus, useTopBarActions } from './top-bar-actions-loader';

const initialsOf = (name: string, surname: string) => `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase();

/** Until the menus have loaded (a moment after the shell): the same buttons; logout already works. */
const LanguageButtonPlaceholder = () => {
  const { t } = useTranslation();
  const ref = usePlaceholderFocus('language');
  return (
    <TopBarButton
      ref={ref}
      icon={IconLanguage}
      label={t('app.language')}
      data-testid="language-menu"
      data-top-bar-action="language"
      onPointerDown={holdSwapWhilePressed}
      onClick={() => openWhenLoaded('language')}
    />
  );
};

const LogoutButtonPlaceholder = () => {
  const { t } = useTranslation();
  const logout = useLogout();
  const ref = usePlaceholderFocus('logout');
  return (
    <TopBarButton
      ref={ref}
      data-top-bar-action="logout"
      icon={IconLogout}
      label={t('app.logout')}
      isLoading={logout.isPending}
      onPointerDown={holdSwapWhilePressed}
      onClick={() => logout.mutate()}
    />
  );
};

/** The user's full name and roles, the language choice and the logout icon. */
export const UserSection = () => {
  const { t } = useTranslation();
  const user = useUser();
  const actions = useTopBarActions();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="petrol" radius="xl" size={34} visibleFrom="sm">
        {initialsOf(user.name, user.surname)}
      </Avatar>
      <Box visibleFrom="sm" lh={1.2}>
        <Text size="sm" fw={600} data-testid="user-full-name">
          {user.fullName}
        </Text>
        <Text size="xs" c="dimmed">
          {user.roles.map((role) => t(`role.${role}`)).join(', ')}
        </Text>
      </Box>
      {actions ? <actions.LanguageMenu /> : <LanguageButtonPlaceholder />}
      {actions ? <actions.LogoutButton /> : <LogoutButtonPlaceholder />}
    </Group>
  );
};
