import type { Video } from '@bo/contract/offers/schemas';
import { ActionIcon, Anchor, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FileSize } from '@/components/ui/file-size';
import { runAction } from '@/components/ui/form/save-form';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { usePlural } from '@/hooks/use-plural';
import { useVideos } from '../api/get-videos';
import { useDeleteVideo } from '../api/save-video';
import { VideoFormModal } from './video-form-modal';

/** Settings → videos: the country's video catalogue that version 2 offers show. */
export const VideoList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const plural = usePlural();
  const { confirm, dialog } = useConfirm();
  const videos = useVideos(country);
  const remove = useDeleteVideo(country);
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  useLoadingFlash(videos.isPending, 'message.loading_videos');
  useErrorFlash(videos.error);
  useInfoFlash(videos.data?.videos.length === 0, 'message.no_video');
  const list = videos.data?.videos ?? [];

  const onDelete = async (video: Video) => {
    if (!(await confirm(t('confirm.really_delete_video', { title: video.title })))) return;
    await runAction({ run: () => remove.mutateAsync(video.id), successMessage: 'message.video_deleted' });
  };

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          {list.length > 0 && plural('video.count', list.length)}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('video.add')}
        </Button>
      </Group>
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label={t('video.list')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('product.position')}</Table.Th>
                <Table.Th>{t('video.title')}</Table.Th>
                <Table.Th>{t('video.source')}</Table.Th>
                <Table.Th w={100}>
                  <VisuallyHidden>{t('app.show_detail')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((video) => (
                <Table.Tr key={video.id}>
                  <Table.Td c="dimmed">{video.position}</Table.Td>
                  <Table.Td fw={500}>{video.title}</Table.Td>
                  <Table.Td>
                    {video.url ? (
                      <Anchor
                        href={video.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ wordBreak: 'break-all' }}
                      >
                        {video.url}
                      </Anchor>
                    ) : video.file ? (
                      <Text size="sm">
                        {video.file.filename} (<FileSize bytes={video.file.size} />)
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('video.edit_of', { title: video.title })}
                        onClick={() => setEditing(video)}
                      >
                        <IconEdit size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('video.delete_of', { title: video.title })}
                        onClick={() => void onDelete(video)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <VideoFormModal
          country={country}
          video={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Paper>
  );
};
