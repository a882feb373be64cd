import L from 'leaflet';

/**
 * Leaflet's default marker images do not survive bundling, so markers are HTML: a numbered
 * circle for each near customer and a larger ring for the customer itself.
 */
const NUMBER_SIZE = 26;
const ORIGIN_SIZE = 22;

export const numberedIcon = (number: number, isActive: boolean) =>
  L.divIcon({
    className: '',
    iconSize: [NUMBER_SIZE, NUMBER_SIZE],
    iconAnchor: [NUMBER_SIZE / 2, NUMBER_SIZE / 2],
    popupAnchor: [0, -NUMBER_SIZE / 2],
    html: `<div style="width:${NUMBER_SIZE}px;height:${NUMBER_SIZE}px;border-radius:50%;display:flex;align-items:center;justify-content:center;font:600 12px/1 system-ui,sans-serif;color:#fff;background:${
      isActive ? '#e8590c' : '#0f717a'
    };border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)" data-marker-number="${number}">${number}</div>`,
  });

export const originIcon = () =>
  L.divIcon({
    className: '',
    iconSize: [ORIGIN_SIZE, ORIGIN_SIZE],
    iconAnchor: [ORIGIN_SIZE / 2, ORIGIN_SIZE / 2],
    popupAnchor: [0, -ORIGIN_SIZE / 2],
    html: `<div style="width:${ORIGIN_SIZE}px;height:${ORIGIN_SIZE}px;border-radius:50%;background:#c92a2a;border:4px solid #fff;box-shadow:0 0 0 2px #c92a2a,0 1px 5px rgba(0,0,0,.5)" data-marker-origin="true"></div>`,
  });
