/**
 * Runs `task` once the page has nothing more urgent to do: requestIdleCallback where the browser has
 * it, else a short timeout. `timeout` bounds the wait.
 */
export const whenIdle = (task: () => void, timeout = 2000) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
};

/** A screen that has not said it is ready is taken as ready this long after the page's load event. */
const FALLBACK_MS = 1500;
/** The user's first touch, click, key, focus or scroll: what waited is wanted soon. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;
/** Without an interaction, what waited loads this long after the first screen (then when the page is idle). */
export const QUIET_MS = 6000;

let isScreenReady = false;
let isStarted = false;
const waiting: (() => void)[] = [];

const startWaiting = () => {
  if (isStarted) return;
  isStarted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, startWaiting, true);
  for (const task of waiting.splice(0)) whenIdle(task);
};

/** The first screen has shown its content (e.g. the list its first rows): what waited for it may load soon. */
export const markScreenReady = () => {
  if (isScreenReady) return;
  isScreenReady = true;
  for (const type of INTERACTIONS) window.addEventListener(type, startWaiting, { capture: true, passive: true });
  window.setTimeout(startWaiting, QUIET_MS);
};

/**
 * Runs `task` when the page is idle after its first screen has rendered and the user has started to use it
 * (or after QUIET_MS without that): code the first screen does not need (menus, popovers, a filter's pickers,
 * the offline part) then neither competes with its requests nor lands in the middle of its render, nor in
 * the seconds a phone's slow processor still spends on the page (decision 163). Whatever a user asks for
 * earlier loads at once, as before (a menu's placeholder, a picker's stand-in).
 */
export const afterFirstScreen = (task: () => void) => {
  if (isStarted) whenIdle(task);
  else waiting.push(task);
};

if (typeof window !== 'undefined') {
  const fallback = () => window.setTimeout(markScreenReady, FALLBACK_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}
