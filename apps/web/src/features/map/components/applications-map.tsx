import { weekdayIndexOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import type { MapApplication } from '@bo/contract/map/schemas';
import { useMediaQuery } from '@mantine/hooks';
import type L from 'leaflet';
import { latLngBounds } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap } from 'react-leaflet';
import { TiledMap } from '@/components/map/tiled-map';
import { pinIcon } from './map-pins';
import { MapPopupDetail } from './map-popup-detail';

type ApplicationsMapProps = {
  country: string;
  center: [number, number];
  zoom: number;
  mapApplications: readonly MapApplication[];
  driverApplications: readonly MapApplication[];
};

/**
 * A popup opened from a pin takes the focus (its content, then its link and close button in tab
 * order; Leaflet's close button gets the app's name for it); when it closes, the focus goes back to
 * its pin if it was inside the popup.
 */
const focusPopup = (popup: L.Popup, closeLabel: string) => {
  const element = popup.getElement();
  element?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
  const content = element?.querySelector<HTMLElement>('.leaflet-popup-content');
  if (!content) return;
  content.tabIndex = -1;
  content.onkeydown = (event) => {
    if (event.key === 'Escape') popup.close();
  };
  content.focus({ preventScroll: true });
};

const returnFocus = (popup: L.Popup, marker: L.Marker) => {
  const element = popup.getElement();
  const active = document.activeElement;
  if (active === document.body || (element && active && element.contains(active))) marker.getElement()?.focus();
};

/** Below the zoom buttons (10 px from the top, two buttons of 44 px on a phone) and right of them. */
const POPUP_PADDING_TOP_LEFT: [number, number] = [60, 112];
const POPUP_PADDING: [number, number] = [16, 16];
/** A taller detail scrolls inside its popup: with the padding above it fits the phone's 460 px map. */
const POPUP_MAX_HEIGHT = 300;
/** Leaflet's content width; below sm narrow enough to fit beside the zoom buttons on a 390 px phone. */
const POPUP_MAX_WIDTH = 300;
const PHONE_POPUP_MAX_WIDTH = 228;

/**
 * The map shows all its pins (issue 25): on load and whenever the filters change the set of pins, the view is fitted
 * to them (not beyond a street-level zoom for a single pin); the user's own panning stays until the pins change.
 */
const FitPins = ({ points }: { points: readonly [number, number][] }) => {
  const map = useMap();
  const key = points.map((point) => point.join(',')).join(';');
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (points.length === 0 || fitted.current === key) return;
    fitted.current = key;
    map.fitBounds(latLngBounds(points.map(([latitude, longitude]) => [latitude, longitude])), {
      padding: [32, 32],
      maxZoom: 15,
    });
  }, [map, key, points]);
  return null;
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
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const openPopup = useRef<L.Popup | null>(null);
  // the popup grew with its detail: pan the map again so all of it shows
  const onDetailLoaded = useCallback(() => openPopup.current?.update(), []);
  const pins = useMemo(
    () =>
      [...mapApplications, ...driverApplications].flatMap((application) => {
        const point = application.gps[0];
        if (!point) return [];
        const label = application.driverNumber === null ? '-' : String(application.driverNumber);
        const dayIndex = application.driverApplications ? null : weekdayIndexOf(application.applicationDate);
        return [{ application, point, label, icon: pinIcon(label, dayIndex, application.routeOrder) }];
      }),
    [mapApplications, driverApplications],
  );

  return (
    <TiledMap height={{ base: 460, lg: 'calc(100vh - 260px)' }} testId="applications-map" center={center} zoom={zoom}>
      <FitPins points={pins.map((pin) => pin.point)} />
      {pins.map(({ application, point, label, icon }) => {
        const title = t('map.pin_label', {
          company: `${application.company} (${formatDate(application.applicationDate)}${
            application.driverApplications ? `, ${t('map.legend_driver_order')}` : ''
          })`,
          driver: application.driverName ? `${label} (${application.driverName})` : label,
        }).concat(
          application.routeOrder === null ? '' : `, ${t('route.pin_label', { number: application.routeOrder })}`,
        );
        return (
          <Marker
            // Leaflet sets a marker's title once: a new route number makes a new marker.
            key={`${application.applicationId}:${application.routeOrder ?? ''}`}
            position={point}
            icon={icon}
            title={title}
            alt={title}
            eventHandlers={{
              // a click or Enter on the focused pin opens the popup
              popupopen: (event) => {
                openPopup.current = event.popup;
                setOpenId(application.applicationId);
                focusPopup(event.popup, t('app.close'));
              },
              popupclose: (event) => {
                if (openPopup.current === event.popup) openPopup.current = null;
                setOpenId((id) => (id === application.applicationId ? null : id));
                returnFocus(event.popup, event.target as L.Marker);
              },
            }}
          >
            {/* room for the zoom buttons: a popup opened near the map's edge is panned clear of them */}
            <Popup
              autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT}
              autoPanPaddingBottomRight={POPUP_PADDING}
              maxHeight={POPUP_MAX_HEIGHT}
              maxWidth={isPhone ? PHONE_POPUP_MAX_WIDTH : POPUP_MAX_WIDTH}
            >
              {openId === application.applicationId && (
                <MapPopupDetail
                  country={country}
                  customerId={application.customerId}
                  applicationId={application.applicationId}
                  onLoaded={onDetailLoaded}
                />
              )}
            </Popup>
          </Marker>
        );
      })}
    </TiledMap>
  );
};
