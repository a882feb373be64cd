import 'leaflet/dist/leaflet.css';
import { weekdayIndexOf } from '@bo/contract/calendar/week';
import { formatDate } from '@bo/contract/dates/format';
import type { MapApplication } from '@bo/contract/map/schemas';
import { Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM, MAP_TILE_URL } from '@/features/customers/components/map/map-tiles';
import { pinIcon } from './map-pins';
import { MapPopupDetail } from './map-popup-detail';

type ApplicationsMapProps = {
  country: string;
  center: [number, number];
  zoom: number;
  mapApplications: readonly MapApplication[];
  driverApplications: readonly MapApplication[];
};

/** One pin per application at its customer's first GPS point (applications without GPS have no pin). */
export const ApplicationsMap = ({
  country,
  center,
  zoom,
  mapApplications,
  driverApplications,
}: ApplicationsMapProps) => {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const pins = useMemo(
    () =>
      [...mapApplications, ...driverApplications].flatMap((application) => {
        const point = application.gps[0];
        if (!point) return [];
        const label = application.driverNumber === null ? '-' : String(application.driverNumber);
        const dayIndex = application.driverApplications ? null : weekdayIndexOf(application.applicationDate);
        return [{ application, point, label, icon: pinIcon(label, dayIndex) }];
      }),
    [mapApplications, driverApplications],
  );

  return (
    <Box
      h={{ base: 460, lg: 'calc(100vh - 260px)' }}
      mih={460}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
      data-testid="applications-map"
    >
      <MapContainer center={center} zoom={zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} maxZoom={MAP_TILE_MAX_ZOOM} />
        {pins.map(({ application, point, label, icon }) => {
          const title = t('map.pin_label', {
            company: `${application.company} (${formatDate(application.applicationDate)}${
              application.driverApplications ? `, ${t('map.legend_driver_order')}` : ''
            })`,
            driver: label,
          });
          return (
            <Marker
              key={application.applicationId}
              position={point}
              icon={icon}
              title={title}
              alt={title}
              eventHandlers={{
                click: () => setOpenId(application.applicationId),
                popupclose: () => setOpenId((id) => (id === application.applicationId ? null : id)),
              }}
            >
              <Popup>
                {openId === application.applicationId && (
                  <MapPopupDetail
                    country={country}
                    customerId={application.customerId}
                    applicationId={application.applicationId}
                  />
                )}
              </Popup>
            </Marker>
          );
        })}
      </MapContainer>
    </Box>
  );
};
