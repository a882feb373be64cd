import type { UserDetail } from '@bo/contract/users/schemas';
import { ActionIcon, Anchor, Badge, Group, Paper, Table, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';

/** rules §6: the profit link shows only for a user allowed in the route's country. */
export const canSetProfits = (user: Pick<UserDetail, 'countryCodes'>, country: string) =>
  (user.countryCodes as readonly string[]).includes(country);

type UserListProps = { users: readonly UserDetail[]; country: string };

/** "Surname Name", as the list is ordered. */
const listName = (user: { name: string; surname: string; fullName: string }) =>
  `${user.surname} ${user.name}`.trim() || user.fullName;

/** overview §2.10 Users: every user with roles, countries and state; a name opens the detail modal. */
export const UserList = ({ users, country }: UserListProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={900} type="native">
        <Table aria-label={t('route.user-setting-list')} highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('user.fullName')}</Table.Th>
              <Table.Th>{t('user.login')}</Table.Th>
              <Table.Th>{t('user.roles')}</Table.Th>
              <Table.Th>{t('user.countryCodes')}</Table.Th>
              <Table.Th>{t('user.email')}</Table.Th>
              <Table.Th>{t('user.phone')}</Table.Th>
              <Table.Th>{t('user_setting.state')}</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id} c={user.isActive ? undefined : 'dimmed'}>
                <Table.Td>
                  {/* surname first: the list is in surname order (issue 25) */}
                  <Anchor component={Link} to={path('user-setting-detail', { userId: user.id })} fw={500}>
                    {listName(user)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{user.login}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((role, index) => (
                      <Badge
                        key={role}
                        variant={index === 0 ? 'light' : 'outline'}
                        size="sm"
                        tt="none"
                        miw="max-content"
                      >
                        {t(`role.${role}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.countryCodes.map((code, index) => (
                      <Badge
                        key={code}
                        variant={index === 0 ? 'light' : 'outline'}
                        color="gray"
                        size="sm"
                        title={index === 0 ? t('user.country_default') : undefined}
                      >
                        {code}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.phone}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={user.isActive ? 'green' : 'gray'} tt="none" miw="max-content">
                    {t(user.isActive ? 'user.active' : 'user.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {canSetProfits(user, country) && (
                    <Tooltip label={t('user_setting.profit')} withArrow openDelay={300}>
                      <ActionIcon
                        component={Link}
                        to={path('user-setting-profit', { userId: user.id })}
                        variant="subtle"
                        aria-label={`${t('user_setting.profit')}: ${user.fullName}`}
                      >
                        <IconCoins size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
