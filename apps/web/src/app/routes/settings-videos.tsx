import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { VideoList } from '@/features/videos/components/video-list';
import { useCountry } from '@/hooks/use-route-info';

/** Route video-setting-list (/:country?/settings/videos): the video catalogue of offers. */
export const SettingsVideosRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('video-setting-list'))} />
      <VideoList country={country} />
    </>
  );
};
