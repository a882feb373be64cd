import type { UserListItem } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsers } from '@/features/customers/api/get-operators';

/** The active users of the country for "show as user" (administrators only, rules §6). */
export const useCountryUsers = (country: string, isEnabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: ['users', 'country', country] as const, queryFn: getUsers }),
    select: ({ users }: { users: UserListItem[] }) =>
      users
        .filter((user) => user.isActive)
        .map(({ id, fullName }) => ({ value: String(id), label: fullName }))
        .sort((a, b) => a.label.localeCompare(b.label, 'cs')),
    enabled: isEnabled,
  });
