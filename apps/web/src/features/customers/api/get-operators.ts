import type { UserListItem } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/users → { users } of the current country (administrators get more fields, unused here). */
export const getUsers = () => api.get<{ users: UserListItem[] }>('/v1/users');

export type Operator = Pick<UserListItem, 'id' | 'fullName'>;

/** rules §6: operator selects list the active operators. */
const operatorsOf = ({ users }: { users: UserListItem[] }): Operator[] =>
  users
    .filter((user) => user.isActive && user.roles.includes('operator'))
    .map(({ id, fullName }) => ({ id, fullName }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'cs'));

/** Under the users key of the settings screens, so a change of a user there refreshes this list. */
export const operatorsQueryOptions = (country: string) =>
  queryOptions({ queryKey: ['users', 'country', country] as const, queryFn: getUsers, select: operatorsOf });

export const useOperators = (country: string, isEnabled = true) =>
  useQuery({ ...operatorsQueryOptions(country), enabled: isEnabled });
