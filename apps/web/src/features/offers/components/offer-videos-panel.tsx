import type { OfferVideo } from '@bo/contract/offers/schemas';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useIsSaving } from '@/lib/saving-store';
import { useOfferVideos } from '../api/offer-videos';

type Props = {
  country: string;
  customerId: number;
  /** undefined: a new offer (every catalogue video shown) */
  offerId: number | undefined;
  /** Saves the offer's flags with one video shown or not (a new offer is saved first). */
  onToggle: (videos: readonly OfferVideo[], videoId: number, isShown: boolean) => Promise<unknown>;
};

/** Version 2 videos: every catalogue video, each shown in the offer unless disabled here (saved at once). */
export const OfferVideosPanel = ({ country, customerId, offerId, onToggle }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const videos = useOfferVideos(country, customerId, offerId ?? 'new');
  useErrorFlash(videos.error);
  const list = videos.data?.offerVideos ?? [];

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
                onChange={(event) => void onToggle(list, item.video.id, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
