import { ActionIcon, Avatar, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/lib/auth-store';

const initialsOf = (name: string, surname: string) => `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase();

/** The user's full name and roles, and the logout icon. */
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
