import { customerOfferTypes } from '@bo/contract/users/schemas';
import { ActionIcon, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FileSize } from '@/components/ui/file-size';
import { runAction } from '@/components/ui/form/save-form';
import { useUploadRefusal } from '@/components/ui/upload-refusal';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { readFileBase64 } from '@/lib/read-file-base64';
import { useIsSaving } from '@/lib/saving-store';
import { type CustomerOfferType, useDeleteUserFile } from '../api/delete-user-file';
import { useUserFiles } from '../api/get-user-files';
import { useUploadUserFile } from '../api/upload-user-file';

const SCOPE = 'userSetting';

/** The files a user attaches to offers, per offer type: upload (same name replaces) and delete. */
export const UserFilesField = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const files = useUserFiles(userId);
  useErrorFlash(files.error);
  const upload = useUploadUserFile(userId);
  const remove = useDeleteUserFile(userId);

  // one refusal per offer type, shown at that type's upload button (customerOfferTypes is a fixed list)
  const refusals: Record<CustomerOfferType, ReturnType<typeof useUploadRefusal>> = {
    application: useUploadRefusal(SCOPE),
    lapol: useUploadRefusal(SCOPE),
  };

  const onUpload = async (customerOfferType: CustomerOfferType, file: File | null) => {
    if (!file) return;
    await refusals[customerOfferType].upload(
      file,
      async () => {
        const content = await readFileBase64(file);
        await upload.mutateAsync({ userId, file: { customerOfferType, filename: file.name, content } });
      },
      'message.user_file_uploaded',
    );
  };

  const onDelete = async (customerOfferType: CustomerOfferType, filename: string) => {
    if (!(await confirm(t('confirm.really_delete_user_file', { filename })))) return;
    await runAction({
      run: () => remove.mutateAsync({ userId, customerOfferType, filename }),
      successMessage: 'message.user_file_deleted',
      scope: SCOPE,
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {customerOfferTypes.map((type) => {
        const typeLabel = t(`user_file.type.${type}`);
        const list = files.data?.files[type] ?? [];
        return (
          <Paper key={type} withBorder p="sm" radius="md" aria-label={typeLabel} component="section">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {typeLabel}
                </Text>
                <FileButton onChange={(file) => onUpload(type, file)}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      size="xs"
                      leftSection={<IconUpload size={14} />}
                      disabled={isSaving}
                      aria-label={`${t('user_file.upload')}: ${typeLabel}`}
                      aria-describedby={refusals[type].describedBy}
                    >
                      {t('user_file.upload')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              {refusals[type].message}
              {files.isSuccess && list.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('user_file.none')}
                </Text>
              )}
              {list.map((file) => (
                <Group key={file.filename} gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <IconFile size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
                    <Text size="sm" truncate title={file.filename}>
                      {file.filename}
                    </Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      <FileSize bytes={file.size} />
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('user_file.delete', { filename: file.filename })}
                      onClick={() => onDelete(type, file.filename)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                {t('user_file.max_size')}
              </Text>
            </Stack>
          </Paper>
        );
      })}
      {dialog}
    </SimpleGrid>
  );
};
