import { hasAnyRole } from '@bo/contract/auth/roles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@/config/navigation';
import { routes } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { useRoutePath } from './use-route-path';

export type VisibleMenuEntry = MenuEntry & { label: string; to: string };

/** The entries of a menu the user's roles may open, with labels and URLs in the current country. */
export const useMenuEntries = (menu: readonly MenuEntry[]): VisibleMenuEntry[] => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  return useMemo(
    () =>
      menu
        .filter((entry) => hasAnyRole(user.roles, routes[entry.route].roles))
        .filter((entry) => !entry.unlessRoute || !hasAnyRole(user.roles, routes[entry.unlessRoute].roles))
        .map((entry) => ({ ...entry, label: t(entry.labelKey), to: path(entry.route) })),
    [menu, user.roles, path, t],
  );
};
