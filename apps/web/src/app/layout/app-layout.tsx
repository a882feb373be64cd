import { AppShell, Box, Progress, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { FlashMessages } from '@/components/ui/flash/flash-messages';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRouteFocus } from '@/hooks/use-route-focus';
import { useCountry } from '@/hooks/use-route-info';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import { offlineHost } from '../offline/offline-host-loader';
import { NotFoundRoute } from '../routes/not-found';
import { AppFooter } from './app-footer';
import { BottomNav } from './bottom-nav';
import './phone.css';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useCountryLocale } from './use-country-locale';
import { useRouteAccess } from './use-route-access';
import { useSaveBlocker } from './use-save-blocker';

// The drawer (Mantine's modal base and focus trap) loads when the mobile menu first opens (decision 039).
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

/**
 * The page's language and currency follow its country (useCountryLocale). A component of its own: the
 * countries' answer, arriving after the first screen, renders this and not the whole frame again.
 */
const CountryLocale = ({ country }: { country: string }) => {
  useCountryLocale(country);
  return null;
};

/** The frame of every route but login: top bar, global flash messages, the route (or not-found), footer. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const access = useRouteAccess();
  const country = useCountry();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [hasNavOpened, setHasNavOpened] = useState(false);
  if (isNavOpen && !hasNavOpened) setHasNavOpened(true);
  const leaveDialog = useSaveBlocker();
  const offline = offlineHost.useLoadedModule();
  usePageTitle(access.name);
  useRouteFocus();

  // The mobile menu closes once a link in it changed the route.
  useEffect(() => {
    if (pathname) closeNav();
  }, [pathname, closeNav]);

  if (access.kind === 'redirect') return <Navigate replace to={access.to} />;

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <CountryLocale country={country} />
      <SkipLink />
      <AppShell.Header>
        <TopBar isNavOpen={isNavOpen} onToggleNav={toggleNav} />
      </AppShell.Header>
      {hasNavOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isNavOpen} onClose={closeNav} />
        </Suspense>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        {navigation.state !== 'idle' && (
          <Progress
            value={100}
            animated
            size="xs"
            radius={0}
            pos="fixed"
            top={64}
            w="100%"
            aria-label={t('app.loading')}
          />
        )}
        <Box flex={1} px={{ base: 'md', md: 'xl' }} py="lg" w="100%" maw={1600} mx="auto">
          <Stack gap="md">
            {offline && <offline.OfflineHost />}
            <FlashMessages scope="global" />
            {access.kind === 'not-found' ? <NotFoundRoute /> : <Outlet />}
          </Stack>
        </Box>
        <AppFooter />
      </AppShell.Main>
      <BottomNav />
      {leaveDialog}
    </AppShell>
  );
};
