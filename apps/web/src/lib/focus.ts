/**
 * Where keyboard focus goes when the page changes under it (WCAG 2.4.3 focus order): the new page's
 * heading after a route change, the acting control after a save, the opener after a modal closes.
 */

export const MAIN_CONTENT_ID = 'main-content';

/** The main heading of the current page, the target of the skip link and of a route change. */
export const pageHeading = () =>
  document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.querySelector<HTMLElement>('main h1');

/** Focuses an element that is not focusable by itself (a heading, main) without adding it to the Tab order. */
export const focusElement = (element: HTMLElement | null | undefined, options?: FocusOptions) => {
  if (!element?.isConnected) return false;
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return document.activeElement === element;
};

/** Focus has nowhere to be: on the page body, or on an element React has removed. */
export const isFocusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

export const isFocusInDialog = () => Boolean(document.activeElement?.closest('[role="dialog"], [aria-modal="true"]'));

/** Moves focus to the main content: its heading, else the main element itself. */
export const focusMainContent = () => {
  const target = pageHeading() ?? document.getElementById(MAIN_CONTENT_ID);
  if (focusElement(target, { preventScroll: true })) target?.scrollIntoView({ block: 'nearest' });
};

/**
 * Returns focus to `element` once the work that took it away is over (a busy button is disabled and
 * loses focus), unless the user has put it somewhere else meanwhile.
 */
export const restoreFocus = (element: Element | null) => {
  if (!(element instanceof HTMLElement)) return;
  // After React has re-rendered the button from busy back to normal.
  // preventScroll: the save has just scrolled the page to its message (rules §9); the control is in view
  // anyway (the save bars stick to the bottom).
  requestAnimationFrame(() => {
    if (isFocusLost() && element.isConnected) element.focus({ preventScroll: true });
  });
};
