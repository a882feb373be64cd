import { Alert, Button, Center, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** An unexpected rendering error: a calm message and a way back instead of a blank page. */
export const RouteErrorBoundary = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center h="100vh" p="md">
      <Stack align="center" maw={480}>
        <Alert color="red" variant="light" w="100%">
          {t('error.internal')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      </Stack>
    </Center>
  );
};
