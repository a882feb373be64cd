import { userLanguages } from '@bo/contract/auth/schemas';
import { ActionIcon, Avatar, Box, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/logout';
import { useSetLanguage } from '@/features/auth/api/set-language';
import { useUser } from '@/lib/auth-store';

const initialsOf = (name: string, surname: string) => `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase();

/** The language of the app (Čeština / English), remembered per user; each name in its own language. */
const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('app.language')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('app.language')}
            loading={setLanguage.isPending}
            data-testid="language-menu"
          >
            <IconLanguage size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('app.language')}</Menu.Label>
        {userLanguages.map((language) => {
          const isCurrent = i18n.language === language;
          return (
            <Menu.Item
              key={language}
              lang={language}
              aria-current={isCurrent || undefined}
              rightSection={isCurrent ? <IconCheck size={16} /> : undefined}
              onClick={() => setLanguage.mutate(language)}
            >
              {t(`language.${language}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
};

/** The user's full name and roles, the language choice and the logout icon. */
export const UserSection = () => {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
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
      <LanguageMenu />
      <Tooltip label={t('app.logout')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('app.logout')}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <IconLogout size={20} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
