import type { UserListItem } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUsers } from '@/features/customers/api/get-operators';

const collator = new Intl.Collator('cs');

/**
 * The active users of the country for "show as user" (administrators only, rules §6): "Surname Name – roles",
 * in surname order (issue 25).
 */
export const useCountryUsers = (country: string, isEnabled: boolean) => {
  const { t } = useTranslation();
  return useQuery({
    ...queryOptions({ queryKey: ['users', 'country', country] as const, queryFn: getUsers }),
    select: ({ users }: { users: UserListItem[] }) =>
      users
        .filter((user) => user.isActive)
        .sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.name, b.name))
        .map((user) => ({
          value: String(user.id),
          label: `${`${user.surname} ${user.name}`.trim() || user.fullName} – ${user.roles
            .map((role) => t(`role.${role}`))
            .join(', ')}`,
        })),
    enabled: isEnabled,
  });
};
