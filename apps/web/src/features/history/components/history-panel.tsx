import type { HistoryEntity } from '@bo/contract/history/schemas';
import { Button, Collapse, Group, Paper, Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth-store';
import { useHistory } from '../api/get-history';
import { HistoryList } from './history-list';

type HistoryPanelProps = { country: string; entity: HistoryEntity; id: number };

/** Who may read history (decision 152); the server checks an operator's customer too. */
const READERS = ['administrator', 'operator'];

const HistoryContent = ({ country, entity, id }: HistoryPanelProps) => {
  const [page, setPage] = useState(1);
  const history = useHistory(country, entity, id, page);
  // a save on this screen while the panel is open shows up at once
  const mutating = useIsMutating();
  const wasMutating = useRef(mutating);
  const { refetch } = history;
  useEffect(() => {
    if (wasMutating.current > 0 && mutating === 0) void refetch();
    wasMutating.current = mutating;
  }, [mutating, refetch]);
  return <HistoryList entity={entity} history={history} onPage={setPage} />;
};

/**
 * The "History" panel of a customer, an application or an invoice: closed at first, its changes
 * loaded when opened (decision 153).
 */
export const HistoryPanel = (props: HistoryPanelProps) => {
  const { t } = useTranslation();
  const user = useUser();
  const [isOpen, setOpen] = useState(false);
  const headingId = useId();
  const contentId = useId();
  if (!user.roles.some((role) => READERS.includes(role))) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('history.title')}
        </Title>
        <Button
          variant="subtle"
          leftSection={<IconHistory size={16} aria-hidden />}
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('history.hide') : t('history.show')}
        </Button>
      </Group>
      <Collapse in={isOpen} id={contentId}>
        <Stack gap="sm" pt="sm">
          {isOpen && <HistoryContent {...props} />}
        </Stack>
      </Collapse>
    </Paper>
  );
};
