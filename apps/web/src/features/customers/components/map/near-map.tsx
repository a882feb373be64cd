import type { NearCustomer } from '@bo/contract/customers/near-schemas';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { TiledMap } from '@/components/map/tiled-map';
import { useRoutePath } from '@/hooks/use-route-path';
import { numberedIcon, originIcon } from './map-markers';

const KM = 1000;
/** rules §9: the customer map opens at zoom 10 on the customer's first GPS point. */
const CUSTOMER_MAP_ZOOM = 10;

type NearMapProps = {
  origin: { latitude: number; longitude: number };
  company: string;
  radiusKm: number;
  nearCustomers: readonly NearCustomer[];
  /** The customer highlighted in the list. */
  activeCustomerId: number | null;
  formatDistance: (km: number) => string;
};

/** The customer (red ring) and its near customers numbered as in the list, within the radius circle. */
export const NearMap = ({
  origin,
  company,
  radiusKm,
  nearCustomers,
  activeCustomerId,
  formatDistance,
}: NearMapProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const center = useMemo(() => [origin.latitude, origin.longitude] as [number, number], [origin]);
  const home = useMemo(() => originIcon(), []);

  return (
    <TiledMap
      height={{ base: 420, lg: 'calc(100vh - 240px)' }}
      testId="near-map"
      center={center}
      zoom={CUSTOMER_MAP_ZOOM}
    >
      <Circle
        center={center}
        radius={radiusKm * KM}
        pathOptions={{ color: '#0f717a', weight: 1, fillOpacity: 0.05, dashArray: '4 4' }}
      />
      <Marker position={center} icon={home} zIndexOffset={1000} title={company} alt={company}>
        <Popup>
          <Text size="sm" fw={600}>
            {company}
          </Text>
          <Text size="xs" c="dimmed">
            {t('customer_map.this_customer')}
          </Text>
        </Popup>
      </Marker>
      {nearCustomers.map((near, index) => (
        <Marker
          key={near.customerId}
          position={[near.latitude, near.longitude]}
          icon={numberedIcon(index + 1, near.customerId === activeCustomerId)}
          zIndexOffset={near.customerId === activeCustomerId ? 500 : 0}
          title={`${index + 1}. ${near.company}`}
          alt={`${index + 1}. ${near.company}`}
        >
          <Popup>
            <Anchor component={Link} to={path('customer-detail', { customerId: near.customerId })} size="sm" fw={600}>
              {index + 1}. {near.company}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDistance(near.distance)}
              {near.gpsTitle && ` · ${near.gpsTitle}`}
            </Text>
          </Popup>
        </Marker>
      ))}
    </TiledMap>
  );
};
