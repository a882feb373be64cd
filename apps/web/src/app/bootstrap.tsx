import { bootstrapTextsCs } from '@bo/contract/i18n/bootstrap-texts';
import { Button, Center, Stack, Text } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { restoreSession } from '@/features/auth/api/restore-session';
import { DEFAULT_LOCALE, loadLocale } from '@/lib/i18n';

type Status = 'loading' | 'ready' | 'failed';

let starting: Promise<unknown> | undefined;
/** The texts and the session, asked for once per page load. */
const startBootstrap = () => {
  starting ??= Promise.all([loadLocale(DEFAULT_LOCALE), restoreSession()]);
  return starting;
};
// Asked for as this module is evaluated, before the router (imported after it) requests the first
// route's code: the two answers do not queue behind dozens of script files on the page's connections.
if (typeof window !== 'undefined') startBootstrap().catch(() => undefined);

type BootstrapProps = {
  children: ReactNode;
  /** What else the first render waits for (the router's first route, with its code). */
  whenReady?: () => Promise<unknown>;
};

/** Renders the app once the Czech texts are loaded, the session is known and `whenReady` has settled. */
export const Bootstrap = ({ children, whenReady }: BootstrapProps) => {
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    Promise.all([startBootstrap(), whenReady?.()])
      // The shell and the first screen mount on this change: as a transition, React renders them in slices
      // between which the browser paints and answers input, not in one task of hundreds of ms on a phone.
      // Nothing they read may change while those slices render (decision 130): the router has settled its
      // first route before (whenReady), and the texts and the session are in.
      .then(() => startTransition(() => setStatus('ready')))
      .catch(() => setStatus('failed'));
  }, [whenReady]);

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'failed') {
    // Without texts from the server, the two Czech texts bundled for it word the one message there is.
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{bootstrapTextsCs['error.network']}</Text>
          <Button onClick={() => window.location.reload()}>{bootstrapTextsCs['app.reload']}</Button>
        </Stack>
      </Center>
    );
  }
  return children;
};
