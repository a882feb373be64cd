import { userLanguages } from '@bo/contract/auth/languages';
import { Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
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
  const [isOpen, setIsOpen] = useState(false);
  const buttonId = useId();
  // Asked for on the placeholder before this menu was on the page. Read after this menu's render is committed:
  // it renders in the background (lib/deferred-module.ts), and a click may land while that render is under way.
  // The real button takes the focus first, so that closing the menu gives the focus back to it.
  useEffect(() => {
    if (!takePendingOpen('language')) return;
    document.querySelector<HTMLElement>(`[data-language-button="${buttonId}"]`)?.focus();
    setIsOpen(true);
  }, [buttonId]);
  return (
    <Menu position="bottom-end" withinPortal opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>
        <Tooltip label={t('app.language')}>
          <TopBarButton
            icon={IconLanguage}
            label={t('app.language')}
            isLoading={setLanguage.isPending}
            data-testid="language-menu"
            data-language-button={buttonId}
            data-top-bar-action="language"
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
  // read once this bell's render is committed (see LanguageMenu)
  const [isOpenAtFirst, setIsOpenAtFirst] = useState(false);
  useEffect(() => setIsOpenAtFirst(takePendingOpen('notifications')), []);
  return <Notifications userId={userId} isOpenAtFirst={isOpenAtFirst} />;
};

export const LogoutButton = () => {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Tooltip label={t('app.logout')}>
      <TopBarButton
        data-top-bar-action="logout"
        icon={IconLogout}
        label={t('app.logout')}
        isLoading={logout.isPending}
        onClick={() => logout.mutate()}
      />
    </Tooltip>
  );
};
