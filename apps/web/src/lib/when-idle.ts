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
let isScreenReady = false;
const waiting: (() => void)[] = [];

/** The first screen has shown its content (e.g. the list its first rows): what waited for it may load. */
export const markScreenReady = () => {
  if (isScreenReady) return;
  isScreenReady = true;
  startWhenQuiet();
};

/** The user's first touch, click, key or scroll: what waits for later is wanted soon. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;
/** With no interaction, what waited loads this long after the first screen, when the page is idle. */
const QUIET_MS = 6000;
let isStarted = false;
const runWaiting = () => {
  if (isStarted) return;
  isStarted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, runWaiting, true);
  for (const task of waiting.splice(0)) whenIdle(task);
};
const startWhenQuiet = () => {
  for (const type of INTERACTIONS) window.addEventListener(type, runWaiting, { capture: true, passive: true });
  window.setTimeout(runWaiting, QUIET_MS);
};

/**
 * Runs `task` when the page is idle after its first screen has rendered: code the first screen does
 * not need (menus, popovers, a filter's pickers) then neither competes with its requests nor lands in
 * the middle of its render.
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
