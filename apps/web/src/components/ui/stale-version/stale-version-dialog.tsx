import { formatDateTime } from '@bo/contract/dates/format';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/create-store';
import { clearUnsavedValues, type StaleDifference, staleVersionStore } from '@/lib/stale-version';

/** Above a detail modal the save came from. */
const STALE_Z_INDEX = 400;

const useShowValue = () => {
  const { t } = useTranslation();
  return (value: unknown) => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('settings.yes') : t('settings.no');
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
};

const DifferenceTable = ({ differences }: { differences: StaleDifference[] }) => {
  const { t } = useTranslation();
  const show = useShowValue();
  return (
    <Table withTableBorder striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('stale_version.your_values')}</Table.Th>
          <Table.Th>{t('stale_version.current_value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {differences.map((difference) => (
          <Table.Tr key={difference.path}>
            <Table.Th scope="row">{difference.label}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{show(difference.typed)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{show(difference.current)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/**
 * DESIGN §4 Record versions: someone saved the record since it was loaded. Names who and when,
 * lists what the user typed beside what is stored, and offers reload or overwrite. After a reload
 * the typed values stay listed in a panel until it is closed. Rendered once for the whole app.
 */
export const StaleVersionDialog = () => {
  const { t } = useTranslation();
  const question = useStore(staleVersionStore, (state) => state.question);
  const unsaved = useStore(staleVersionStore, (state) => state.unsaved);
  const changedAt = question ? formatDateTime(question.changedAt) : '';

  return (
    <>
      <Modal
        opened={question !== null}
        onClose={() => question?.answer('cancel')}
        title={t('stale_version.title')}
        centered
        size="lg"
        zIndex={STALE_Z_INDEX}
        styles={{ title: { fontWeight: 600 } }}
      >
        {question && (
          <Stack gap="md">
            <Text>
              {question.changedBy
                ? t('stale_version.changed_by', { name: question.changedBy, date: changedAt })
                : t('stale_version.changed_by_unknown', { date: changedAt })}
            </Text>
            {question.differences.length > 0 ? (
              <DifferenceTable differences={question.differences} />
            ) : (
              <Text c="dimmed">{t('stale_version.no_differences')}</Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => question.answer('cancel')}>
                {t('app.cancel')}
              </Button>
              <Button variant="light" onClick={() => question.answer('reload')}>
                {t('stale_version.reload')}
              </Button>
              <Button color="red" onClick={() => question.answer('overwrite')} data-autofocus>
                {t('stale_version.overwrite')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {/* top right, under the top bar: the forms' save buttons sit at the bottom */}
      {unsaved.length > 0 && (
        <Paper
          withBorder
          shadow="md"
          p="md"
          pos="fixed"
          right={16}
          top={72}
          maw={480}
          style={{ zIndex: STALE_Z_INDEX - 1, maxHeight: '60vh', overflow: 'auto' }}
          role="region"
          aria-label={t('stale_version.typed_values_title')}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('stale_version.typed_values_title')}</Text>
              <ActionIcon variant="subtle" color="gray" onClick={clearUnsavedValues} aria-label={t('app.close')}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
            <Text size="sm">{t('stale_version.typed_values_hint')}</Text>
            <DifferenceTable differences={unsaved} />
          </Stack>
        </Paper>
      )}
    </>
  );
};
