import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const AppFooter = () => {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" px="lg">
      <Text size="xs" c="dimmed" ta="center">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
};
