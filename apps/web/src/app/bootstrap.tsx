import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import { Button, Center, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { restoreSession } from '@/features/auth/api/restore-session';
import { DEFAULT_LOCALE, loadLocale } from '@/lib/i18n';

type Status = 'loading' | 'ready' | 'failed';

/** Renders the app once the Czech texts are loaded and the session is known. */
export const Bootstrap = ({ children }: { children: ReactNode }) => {
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    Promise.all([loadLocale(DEFAULT_LOCALE), restoreSession()])
      .then(() => setStatus('ready'))
      .catch(() => setStatus('failed'));
  }, []);

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'failed') {
    // Without texts from the server, the bundled Czech catalog words the one message there is.
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{catalogCs['error.network']}</Text>
          <Button onClick={() => window.location.reload()}>{catalogCs['app.reload']}</Button>
        </Stack>
      </Center>
    );
  }
  return children;
};
