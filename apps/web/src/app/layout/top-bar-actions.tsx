import { userLanguages } from '@bo/contract/auth/languages';
import { Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from '@/components/ui/top-bar-button';
import { useLogout } from '@/features/auth/api/logout';
import { useSetLanguage } from '@/features/auth/api/set-language';
import { NotificationsMenu as Notifications } from '@/features/notifications/components/notifications-menu';
import { takePendingOpen } from './top-bar-actions-loader';

// The top bar's floating parts (menus, popover, tooltips) and the floating-ui they need: loaded
// beside the shell rather than before it (top-bar-actions-loader.ts, decision 039).

/** The language of the app (Čeština / English), remembered per user; each name in its own language. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  const [isOpenAtFirst] = useState(() => takePendingOpen('language'));
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={isOpenAtFirst}>
      <Menu.Target>
        <Tooltip label={t('app.language')}>
          <TopBarButton
            icon={IconLanguage}
            label={t('app.language')}
            isLoading={setLanguage.isPending}
            data-testid="language-menu"
          />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('app.language')}</Menu.Label>
        {userLanguages.map((language) => {
          const isCurrent = i18n.language === language;
          return (
            <Menu.Item
              key={language}
              lang={language}
              aria-current={isCurrent || undefined}
              rightSection={isCurrent ? <IconCheck size={16} /> : undefined}
              onClick={() => setLanguage.mutate(language)}
            >
              {t(`language.${language}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
};

/** The bell; opened at once when its placeholder was clicked before this module had loaded. */
export const NotificationsMenu = ({ userId }: { userId: number }) => {
  const [isOpenAtFirst] = useState(() => takePendingOpen('notifications'));
  return <Notifications userId={userId} isOpenAtFirst={isOpenAtFirst} />;
};

export const LogoutButton = () => {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Tooltip label={t('app.logout')}>
      <TopBarButton
        icon={IconLogout}
        label={t('app.logout')}
        isLoading={logout.isPending}
        onClick={() => logout.mutate()}
      />
    </Tooltip>
  );
};
