import type { UserListItem } from '@bo/contract/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { getUsers } from '@/features/customers/api/get-operators';

const withRole =
  (role: string) =>
  ({ users }: { users: UserListItem[] }) =>
    users
      .filter((user) => user.isActive && user.roles.includes(role as UserListItem['roles'][number]))
      .map(({ id, fullName }) => ({ id, fullName }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'cs'));

/** The country's active drivers (log books). */
export const useDrivers = (country: string) =>
  useQuery({ queryKey: ['users', 'country', country] as const, queryFn: getUsers, select: withRole('driver') });

/** The country's active operators (wages: commissions are earned on the operator's applications). */
export const useReportOperators = (country: string) =>
  useQuery({ queryKey: ['users', 'country', country] as const, queryFn: getUsers, select: withRole('operator') });
