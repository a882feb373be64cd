// Mantine's base styles; each component's stylesheet comes with the component (vite-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useStore } from '@/lib/create-store';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { staleVersionStore } from '@/lib/stale-version';
import { Bootstrap } from './bootstrap';
import { cssVariablesResolver, localizeTheme, theme } from './theme';

/** Mantine with the app's theme, its labels in the current language. */
const ThemeProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const clear = t('app.clear');
  const close = t('app.close');
  const localizedTheme = useMemo(() => localizeTheme(theme, { clear, close }), [clear, close]);
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
};

const StaleVersionDialog = lazy(() =>
  import('@/components/ui/stale-version/stale-version-dialog').then((module) => ({
    default: module.StaleVersionDialog,
  })),
);

/** The stale-version dialog loads with the first stale save (DESIGN §4 Record versions), not with the shell. */
const StaleVersionHost = () => {
  const isNeeded = useStore(staleVersionStore, (state) => state.question !== null || state.unsaved.length > 0);
  return isNeeded ? (
    <Suspense fallback={null}>
      <StaleVersionDialog />
    </Suspense>
  ) : null;
};

type AppProviderProps = {
  children: ReactNode;
  /** What the first render waits for besides the texts and the session (Bootstrap). */
  whenReady?: () => Promise<unknown>;
};

export const AppProvider = ({ children, whenReady }: AppProviderProps) => (
  <I18nextProvider i18n={i18n}>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <Bootstrap whenReady={whenReady}>{children}</Bootstrap>
        <StaleVersionHost />
      </QueryClientProvider>
    </ThemeProvider>
  </I18nextProvider>
);
