import { Center, Loader, Modal } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUserProfits } from '../api/get-user-profits';
import { useSettingsUsers } from '../api/get-users';
import { canSetProfits } from './user-list';
import { UserProfitForm } from './user-profit-form';

const Profits = ({ country, userId, userName }: { country: string; userId: number; userName: string }) => {
  const path = useRoutePath();
  const navigate = useNavigate();
  const { data, error } = useUserProfits(country, userId);
  useErrorFlash(error);
  const onClose = () => navigate(path('user-setting-list'));
  if (error) return <Navigate replace to={path('user-setting-list')} />;
  if (!data) {
    return (
      <Modal opened onClose={onClose} withCloseButton={false} size="sm" centered>
        <Center p="lg">
          <Loader type="dots" />
        </Center>
      </Modal>
    );
  }
  return (
    <UserProfitForm
      key={`${country}:${userId}`}
      country={country}
      userId={userId}
      userName={userName}
      profits={data.userProfits}
      onClose={onClose}
    />
  );
};

/**
 * Route user-setting-profit: the commissions of a loaded user allowed in the route's country (rules §6);
 * any other user goes back to the list.
 */
export const UserProfitModal = ({ country, userId }: { country: string; userId: string }) => {
  const path = useRoutePath();
  const { data } = useSettingsUsers();
  if (!data) return null;
  const user = data.users.find((candidate) => String(candidate.id) === userId);
  if (!user || !canSetProfits(user, country)) return <Navigate replace to={path('user-setting-list')} />;
  return <Profits country={country} userId={user.id} userName={user.fullName} />;
};
