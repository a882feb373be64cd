import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { routeTitleKey } from '@/config/paths';
import { useSettingsUsers } from '@/features/users/api/get-users';
import { UserDetailModal } from '@/features/users/components/user-detail-modal';
import { UserList } from '@/features/users/components/user-list';
import { UserProfitModal } from '@/features/users/components/user-profit-modal';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

/**
 * Routes user-setting-list (/:country?/settings/users), user-setting-detail (…/users/:userId, an id or
 * `new`) and user-setting-profit (…/users/:userId/profit): the list, with the detail or the commissions
 * as a modal over it.
 */
export const SettingsUsersRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  const { name, params } = useRouteInfo();
  const { data, isPending, error } = useSettingsUsers();
  useLoadingFlash(isPending, 'message.loading_users');
  useErrorFlash(error);
  useInfoFlash(data?.users.length === 0, 'message.no_user');

  return (
    <>
      <PageHeader title={t(routeTitleKey('user-setting-list'))}>
        <Button
          component={Link}
          to={path('user-setting-detail', { userId: 'new' })}
          leftSection={<IconPlus size={18} />}
        >
          {t('user_setting.new')}
        </Button>
      </PageHeader>
      {data && <UserList users={data.users} country={country} />}
      {name === 'user-setting-detail' && params.userId && <UserDetailModal userId={params.userId} />}
      {name === 'user-setting-profit' && params.userId && <UserProfitModal country={country} userId={params.userId} />}
    </>
  );
};
