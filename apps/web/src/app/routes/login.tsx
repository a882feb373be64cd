import { Alert, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { FlashMessages } from '@/components/ui/flash/flash-messages';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRouteFocus } from '@/hooks/use-route-focus';
import { type LogoutReason, useAuth } from '@/lib/auth-store';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import { DEFAULT_LOCALE, loadLocale } from '@/lib/i18n';
import { landingPath } from '../landing-path';
import { REDIRECT_PARAM } from '../require-auth';

const reasonMessage: Record<LogoutReason, { key: string; color: string }> = {
  logout: { key: 'message.logged_out', color: 'blue' },
  expired: { key: 'message.session_expired', color: 'orange' },
};

/** Only a path inside the app is followed after login. */
const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : undefined;

export const LoginRoute = () => {
  const { t } = useTranslation();
  const { user, logoutReason } = useAuth();
  const [searchParams] = useSearchParams();
  usePageTitle('login');
  useRouteFocus();

  useEffect(() => {
    loadLocale(DEFAULT_LOCALE).catch(() => undefined);
  }, []);

  if (user) return <Navigate replace to={safeRedirect(searchParams.get(REDIRECT_PARAM)) ?? landingPath(user)} />;

  const reason = logoutReason ? reasonMessage[logoutReason] : undefined;
  return (
    <Box component="main" id={MAIN_CONTENT_ID} mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={400} gap="lg">
          <Group justify="center" gap="sm">
            <ThemeIcon size={44} radius="md" variant="filled">
              <IconRecycle size={26} />
            </ThemeIcon>
            <Text fz={26} fw={700} c="petrol.9">
              {t('app.title_prefix')}
            </Text>
          </Group>
          <FlashMessages scope="global" />
          <Paper withBorder shadow="sm" p="xl">
            <Stack gap="lg">
              <Title order={1} fz="h3">
                {t('login.title')}
              </Title>
              {reason && (
                <Alert color={reason.color} variant="light" py="xs">
                  {t(reason.key)}
                </Alert>
              )}
              <LoginForm />
            </Stack>
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('app.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
};
