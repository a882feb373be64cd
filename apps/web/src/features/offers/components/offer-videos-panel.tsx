import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '@/components/ui/form/save-form';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useIsSaving } from '@/lib/saving-store';
import { useOfferVideos, useUpdateOfferVideos } from '../api/offer-videos';

type Props = { country: string; customerId: number; offerId: number };

/** Version 2 videos: every catalogue video, each shown in the offer unless disabled here (saved at once). */
export const OfferVideosPanel = ({ country, customerId, offerId }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const videos = useOfferVideos(country, customerId, offerId);
  useErrorFlash(videos.error);
  const update = useUpdateOfferVideos(country, customerId, offerId);
  const list = videos.data?.offerVideos ?? [];

  const onToggle = (videoId: number, isShown: boolean) =>
    runAction({
      run: () =>
        update.mutateAsync({
          customerId,
          offerId,
          offerVideos: list.map((item) => ({
            disabled: item.video.id === videoId ? !isShown : item.disabled,
            video: { id: item.video.id },
          })),
        }),
      successMessage: 'message.offer_videos_saved',
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('offer.videos')}
        </Title>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {videos.isPending ? t('app.loading') : t('offer.no_videos')}
          </Text>
        ) : (
          <Stack gap="xs" role="group" aria-labelledby={headingId}>
            {list.map((item) => (
              <Checkbox
                key={item.video.id}
                label={item.video.title}
                description={item.disabled ? t('offer.video_disabled') : t('offer.video_shown')}
                checked={!item.disabled}
                disabled={isSaving}
                onChange={(event) => void onToggle(item.video.id, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
