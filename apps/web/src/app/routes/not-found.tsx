import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountry } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';
import { landingPath } from '../landing-path';

/** The not-found route; also shown for a route the user's roles may not open. */
export const NotFoundRoute = () => {
  const { t } = useTranslation();
  const user = useUser();
  const country = useCountry();
  return (
    <Stack align="center" gap="sm" py={80} ta="center">
      <Text fz={64} fw={700} c="dimmed" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} fz="h3">
        {t('app.not_found_title')}
      </Title>
      <Text c="dimmed">{t('app.not_found_text')}</Text>
      <Button
        component={Link}
        to={landingPath(user, country)}
        variant="light"
        leftSection={<IconArrowLeft size={16} />}
      >
        {t('app.back_home')}
      </Button>
    </Stack>
  );
};
