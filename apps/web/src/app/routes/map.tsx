import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { ApplicationsMapScreen } from '@/features/map/components/applications-map-screen';
import { MapRoutePanel } from '@/features/route/components/map-route-panel';
import { useCountry } from '@/hooks/use-route-info';

/** Route map (/:country?/map): the map of applications; Leaflet loads with this route's chunk only. */
export const MapRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('map'))} />
      <ApplicationsMapScreen
        key={country}
        country={country}
        renderDriverWeek={(weekDates) => <MapRoutePanel country={country} weekDates={weekDates} />}
      />
    </>
  );
};
