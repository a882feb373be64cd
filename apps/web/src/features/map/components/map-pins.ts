import L from 'leaflet';

/** One colour per weekday (Monday first), dark enough for white labels; driver orders get a plain pin. */
export const DAY_COLORS = ['#1864ab', '#2b8a3e', '#c92a2a', '#862e9c', '#d9480f'] as const;
const PLAIN_PIN = { fill: '#ffffff', stroke: '#343a40', text: '#212529' };

const PIN_WIDTH = 28;
const PIN_HEIGHT = 38;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The stop's place in its driver's route (decision 148): a small dark disc on the pin's shoulder. */
const routeBadge = (routeOrder: number | null) =>
  routeOrder === null
    ? ''
    : `<span data-testid="route-pin-number" aria-hidden="true" style="position:absolute;top:-8px;right:-10px;min-width:18px;height:18px;padding:0 3px;box-sizing:border-box;border-radius:9px;background:#212529;color:#fff;border:1px solid #fff;font:700 11px/16px system-ui,sans-serif;text-align:center">${routeOrder}</span>`;

/** A pin labelled with the driver number or a dash, coloured by the day (or plain for a driver order). */
export const pinIcon = (label: string, dayIndex: number | null, routeOrder: number | null = null) => {
  const fill = dayIndex === null ? PLAIN_PIN.fill : (DAY_COLORS[dayIndex] ?? DAY_COLORS[0]);
  const stroke = dayIndex === null ? PLAIN_PIN.stroke : '#ffffff';
  const text = dayIndex === null ? PLAIN_PIN.text : '#ffffff';
  return L.divIcon({
    className: '',
    iconSize: [PIN_WIDTH, PIN_HEIGHT],
    iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
    popupAnchor: [0, -PIN_HEIGHT + 4],
    html: `<svg width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 28 38" aria-hidden="true" style="filter:drop-shadow(0 1px 2px rgba(0,0,0,.45))"><path d="M14 1C6.8 1 1 6.8 1 14c0 9.6 13 23 13 23s13-13.4 13-23C27 6.8 21.2 1 14 1z" fill="${fill}" stroke="${stroke}" stroke-width="2"/><text x="14" y="18.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="11" font-weight="700" fill="${text}">${escapeHtml(label)}</text></svg>${routeBadge(routeOrder)}`,
  });
};
