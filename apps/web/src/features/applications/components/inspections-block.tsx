import type { Inspection } from '@bo/contract/applications/schemas';
import { formatDate } from '@bo/contract/dates/format';
import { ActionIcon, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconFileDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FlashMessages } from '@/components/ui/flash/flash-messages';
import { runAction } from '@/components/ui/form/save-form';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { openPdfInTab } from '@/lib/save-blob';
import { useIsSaving } from '@/lib/saving-store';
import { downloadInspection, useDeleteInspection, useInspections } from '../api/inspections';
import { InspectionModal } from './inspection-modal';

const SCOPE = 'inspectionBlock';

type Props = {
  country: string;
  customerId: number;
  applicationId: number;
  defaults: { company: string; note: string };
};

/** overview §2.6 Inspections of a saved application: list, add and edit (modal), delete, the protocol PDF. */
export const InspectionsBlock = ({ country, customerId, applicationId, defaults }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const inspections = useInspections(country, customerId, applicationId);
  useErrorFlash(inspections.error);
  const remove = useDeleteInspection(country, customerId, applicationId);
  // undefined: closed; null: a new inspection
  const [editing, setEditing] = useState<Inspection | null | undefined>(undefined);
  const target = { customerId, applicationId };

  const onDelete = async (inspection: Inspection) => {
    if (!(await confirm(t('confirm.really_delete_inspection', { company: inspection.company })))) return;
    await runAction({
      run: () => remove.mutateAsync({ ...target, inspectionId: inspection.id }),
      successMessage: 'message.inspection_deleted',
      scope: SCOPE,
    });
  };

  const onDownload = (inspection: Inspection) =>
    runAction({
      // the protocol opens in a new tab to be read or printed, as the other documents do
      run: () =>
        openPdfInTab(
          () => downloadInspection({ ...target, inspectionId: inspection.id }),
          `inspection-${inspection.id}.pdf`,
        ),
      successMessage: 'message.inspection_downloaded',
      scope: SCOPE,
    });

  const list = inspections.data?.inspections ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {t('inspection.list')}
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('inspection.add')}
          </Button>
        </Group>
        <FlashMessages scope={SCOPE} />
        {inspections.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('inspection.none')}
          </Text>
        )}
        {list.length > 0 && (
          <ScrollArea type="auto">
            <Table verticalSpacing={4} miw={560} aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inspection.company')}</Table.Th>
                  <Table.Th>{t('inspection.address')}</Table.Th>
                  <Table.Th>{t('inspection.created')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('inspection.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((inspection) => (
                  <Table.Tr key={inspection.id}>
                    <Table.Th scope="row" fw={500}>
                      {inspection.company}
                    </Table.Th>
                    <Table.Td>{inspection.address}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(inspection.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('inspection.download_of', { company: inspection.company })}
                          loading={isSaving}
                          onClick={() => void onDownload(inspection)}
                        >
                          <IconFileDownload size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('inspection.edit_of', { company: inspection.company })}
                          onClick={() => setEditing(inspection)}
                        >
                          <IconEdit size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('inspection.delete_of', { company: inspection.company })}
                          onClick={() => void onDelete(inspection)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      {editing !== undefined && (
        <InspectionModal
          country={country}
          customerId={customerId}
          applicationId={applicationId}
          inspection={editing ?? undefined}
          defaults={defaults}
          onClose={() => setEditing(undefined)}
        />
      )}
      {dialog}
    </Paper>
  );
};
