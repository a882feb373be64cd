import { Box, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * While a list fetches another page, the rows it shows stay as they are under this thin bar along the
 * table's top edge. The rows are not dimmed: text under an opacity falls below the WCAG contrast the
 * theme guarantees. The bar hangs from a box of no height, so nothing moves when it comes and
 * goes, and the list's own elements keep their containing blocks.
 */
export const ListRefreshBar = ({ isActive }: { isActive: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box pos="relative" h={0}>
      {isActive && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="absolute"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1 }}
          aria-label={t('app.loading')}
        />
      )}
    </Box>
  );
};
