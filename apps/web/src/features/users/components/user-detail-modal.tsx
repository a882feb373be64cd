import type { UserDetail } from '@bo/contract/users/schemas';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { useIsSaving } from '@/lib/saving-store';
import { useSettingsUsers } from '../api/get-users';
import { UserForm } from './user-form';

/**
 * Route user-setting-detail: the user modal over the list. rules §5: a user that is not among the
 * loaded users (and not `new`) cannot be opened; the app goes back to the list.
 */
export const UserDetailModal = ({ userId }: { userId: string }) => {
  const path = useRoutePath();
  const isSaving = useIsSaving();
  const { data } = useSettingsUsers();
  const [isLeaving, setIsLeaving] = useState(false);
  const lastUser = useRef<UserDetail | undefined>(undefined);
  const found = data?.users.find((user) => String(user.id) === userId);
  if (found) lastUser.current = found;

  if (!data) return null;
  // While a delete runs and after it, the user is gone from the list but the modal stays until it closes.
  const user = found ?? (isLeaving || isSaving ? lastUser.current : undefined);
  if (userId !== 'new' && !user) return <Navigate replace to={path('user-setting-list')} />;
  return <UserForm key={userId} user={user} onLeave={() => setIsLeaving(true)} />;
};
