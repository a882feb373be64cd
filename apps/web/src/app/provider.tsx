import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { Bootstrap } from './bootstrap';
import { theme } from './theme';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} defaultColorScheme="light">
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Bootstrap>{children}</Bootstrap>
      </I18nextProvider>
    </QueryClientProvider>
  </MantineProvider>
);
