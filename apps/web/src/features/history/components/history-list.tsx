import type { HistoryChange, HistoryEntity, HistoryResponse } from '@bo/contract/history/schemas';
import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { Paginator } from '@/components/ui/paginator';
import { ApiError } from '@/lib/api-error';
import { fieldLabel, formatWhen, subjectOf, valueText } from './change-text';

type HistoryListProps = {
  entity: HistoryEntity;
  history: UseQueryResult<HistoryResponse>;
  onPage: (page: number) => void;
};

const ChangeRow = ({ entity, change }: { entity: HistoryEntity; change: HistoryChange }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const subject = subjectOf(t, change);
  const value = (field: string | null, stored: HistoryChange['oldValue'], text: string | null) =>
    valueText(t, (amount) => formatMoney(amount), field, stored, text);
  let what: string;
  let detail = '';
  if (change.action === 'changed') {
    what = [subject, fieldLabel(t, entity, change)].filter(Boolean).join(': ');
    detail = `${value(change.field, change.oldValue, change.oldText)} → ${value(change.field, change.newValue, change.newText)}`;
  } else if (change.item) {
    what = `${subject} – ${t(`history.item_${change.action}`)}`;
    detail = value(null, change.action === 'created' ? change.newValue : change.oldValue, null);
  } else {
    what = t(`history.${entity}_${change.action}`);
  }
  const screen = change.routeName ? t(`route.${change.routeName}`, { defaultValue: change.routeName }) : null;
  return (
    <Box
      component="li"
      data-testid="history-change"
      pb="xs"
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {what}
        </Text>
        {detail && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatWhen(change.createdAt)} · {change.userName ?? t('history.system')}
        {/* the screen by its title (issue 25); the address it was at only on hover, for support */}
        {screen && (
          <>
            {' · '}
            <span title={change.pageUri ?? undefined}>{`${t('history.screen')}: ${screen}`}</span>
          </>
        )}
        {change.source &&
          ` · ${t('history.source_label')}: ${t(`history.source.${change.source.kind}`, { ref: change.source.ref })}`}
      </Text>
    </Box>
  );
};

/** The changes newest first, 50 a page. */
export const HistoryList = ({ entity, history, onPage }: HistoryListProps) => {
  const { t } = useTranslation();
  if (history.isPending) return <Loader size="sm" aria-label={t('history.loading')} />;
  if (history.error) {
    const isForbidden = history.error instanceof ApiError && history.error.status === 403;
    return (
      <Text size="sm" c="red.8" role="alert">
        {isForbidden ? t('history.forbidden') : t('history.failed')}
      </Text>
    );
  }
  const { changes, pagination } = history.data;
  if (changes.length === 0) return <Text size="sm">{t('history.empty')}</Text>;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0}>
        {changes.map((change) => (
          <ChangeRow key={change.id} entity={entity} change={change} />
        ))}
      </Stack>
      <Paginator {...pagination} isLoading={history.isFetching} onChange={onPage} />
    </Stack>
  );
};
