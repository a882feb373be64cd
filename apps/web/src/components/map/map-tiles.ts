/**
 * DESIGN §5: OpenStreetMap tiles, the URL in one place so a deployment can point it at its own
 * tile server (build-time `VITE_MAP_TILE_URL`). Without tiles (offline) the map still shows its markers on a plain background.
 */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const MAP_TILE_MAX_ZOOM = 19;
