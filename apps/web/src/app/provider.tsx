import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/cs';
import 'dayjs/locale/en';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaleVersionDialog } from '@/components/ui/stale-version/stale-version-dialog';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { Bootstrap } from './bootstrap';
import { theme } from './theme';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} defaultColorScheme="light">
    <DatesProvider settings={{ locale: 'cs', firstDayOfWeek: 1 }}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Bootstrap>{children}</Bootstrap>
          <StaleVersionDialog />
        </I18nextProvider>
      </QueryClientProvider>
    </DatesProvider>
  </MantineProvider>
);
