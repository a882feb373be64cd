/** rules §9 navigation link zoom 17: Mapy.cz and Google Maps at a point, else searching the address. */
export const NAVIGATION_ZOOM = 17;
export const navigationLinks = (
  gps: readonly { latitude: number; longitude: number }[],
  address: string,
): { mapyCz: string; googleMaps: string } => {
  const point = gps[0];
  if (point) {
    const { latitude: lat, longitude: lon } = point;
    return {
      mapyCz: `https://mapy.cz/zakladni?x=${lon}&y=${lat}&z=${NAVIGATION_ZOOM}&source=coor&id=${lon}%2C${lat}`,
      googleMaps: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}&zoom=${NAVIGATION_ZOOM}`,
    };
  }
  const query = encodeURIComponent(address);
  return {
    mapyCz: `https://mapy.cz/zakladni?q=${query}&z=${NAVIGATION_ZOOM}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${query}&zoom=${NAVIGATION_ZOOM}`,
  };
};
