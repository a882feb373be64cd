import { Box, Group, Pagination, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { totalCountText } from './total-count-text';

/** rules §9: three pages around the current one, one at each end. */
const PAGE_RANGE_SIBLINGS = 1;
const MARGIN_PAGES = 1;

type PaginatorProps = {
  page: number;
  pageCount: number;
  totalCount: number;
  /** The filter matches more than `totalCount` records, which were counted no further (decision 198). */
  isTotalCapped?: boolean;
  /** While the next page loads the controls are disabled. */
  isLoading: boolean;
  /** `replace` when the paginator corrects a page past the end (the wrong page stays out of history). */
  onChange: (page: number, options?: { replace?: boolean }) => void;
};

/**
 * The total record count and, when there is more than one page (rules §9), the pages with
 * Prev/Next.
 */
export const Paginator = ({
  page,
  pageCount,
  totalCount,
  isTotalCapped = false,
  isLoading,
  onChange,
}: PaginatorProps) => {
  const { t, i18n } = useTranslation();
  // A page past the end (an old link, fewer records since) goes to the last page.
  const lastPage = Math.max(1, pageCount);
  useEffect(() => {
    if (!isLoading && page > lastPage) onChange(lastPage, { replace: true });
  }, [isLoading, page, lastPage, onChange]);
  const onPage = (next: number) => {
    // The new page starts at its top, not where the old one was left.
    window.scrollTo({ top: 0 });
    onChange(next);
  };
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="total-count">
        {totalCountText(t, i18n.language, totalCount, isTotalCapped)}
      </Text>
      {pageCount > 1 && (
        <Box component="nav" aria-label={t('paginator.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPage}
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
