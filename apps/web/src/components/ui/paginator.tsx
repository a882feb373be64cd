import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlural } from '@/hooks/use-plural';

/** rules §9: three pages around the current one, one at each end. */
const PAGE_RANGE_SIBLINGS = 1;
const MARGIN_PAGES = 1;

type PaginatorProps = {
  page: number;
  pageCount: number;
  totalCount: number;
  /** While the next page loads the controls are disabled. */
  isLoading: boolean;
  onChange: (page: number) => void;
};

/**
 * The total record count and, when there is more than one page (rules §9), the pages with
 * Prev/Next.
 */
export const Paginator = ({ page, pageCount, totalCount, isLoading, onChange }: PaginatorProps) => {
  const { t } = useTranslation();
  const tp = usePlural();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="total-count">
        {tp('paginator.total', totalCount)}
      </Text>
      {pageCount > 1 && (
        <Box component="nav" aria-label={t('paginator.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onChange}
            siblings={PAGE_RANGE_SIBLINGS}
            boundaries={MARGIN_PAGES}
            disabled={isLoading}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('paginator.page', { page: item }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('paginator.previous') }
                : control === 'next'
                  ? { 'aria-label': t('paginator.next') }
                  : {}
            }
          />
        </Box>
      )}
    </Group>
  );
};
