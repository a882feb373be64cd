import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM, MAP_TILE_URL } from './map-tiles';

/**
 * Who asked the system for reduced motion gets a map that does not fade popups and tiles nor animate
 * zooms (Leaflet's styles do not read the media query themselves).
 */
const motionOptions = () => {
  const isReduced =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  return { fadeAnimation: !isReduced, zoomAnimation: !isReduced, markerZoomAnimation: !isReduced };
};

type TiledMapProps = {
  /** The frame's height on phones and from `lg` on; never lower than the phone height. */
  height: { base: number; lg: string };
  testId: string;
  center: [number, number];
  zoom: number;
  children: ReactNode;
};

/** A framed map with the tile layer of map-tiles.ts, zoomable by the wheel; its markers are the children. */
export const TiledMap = ({ height, testId, center, zoom, children }: TiledMapProps) => (
  <Box
    h={height}
    mih={height.base}
    style={{
      borderRadius: 'var(--mantine-radius-md)',
      overflow: 'hidden',
      border: '1px solid var(--mantine-color-gray-3)',
    }}
    data-testid={testId}
  >
    <MapContainer
      {...motionOptions()}
      center={center}
      zoom={zoom}
      style={{ height: '100%', width: '100%' }}
      scrollWheelZoom
    >
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} maxZoom={MAP_TILE_MAX_ZOOM} />
      {children}
    </MapContainer>
  </Box>
);
