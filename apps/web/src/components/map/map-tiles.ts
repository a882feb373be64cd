/**
 * DESIGN §5: OpenStreetMap tiles, the URL in one place so a deployment can point it at its own
 * tile server (build-time `VITE_MAP_TILE_URL`). Without tiles (offline) the map still shows its markers on a plain background.
 */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const MAP_TILE_MAX_ZOOM = 19;

/** rules §9: the customer map opens at zoom 10 on the customer's first GPS point. */
export const CUSTOMER_MAP_ZOOM = 10;
