import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusElement, isFocusInDialog, pageHeading } from '@/lib/focus';

const POLL_MS = 50;
/** A page whose data loads slowly shows its heading late; after this long focus is left where it is. */
const WAIT_FOR_HEADING_MS = 5000;

/** What the page showed when focus was last settled: a route change that keeps it is no new page. */
let settled: { pathname: string; heading: HTMLElement | null; text: string } | undefined;

const isTyping = () => {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
  );
};

/**
 * After a route change focus goes to the new page's main heading (a screen reader announces it and
 * Tab continues from there), instead of staying on a removed link or falling to the page body.
 * The first page of a visit keeps the browser's start, so the skip link is the first Tab stop.
 * A route that leaves the page's heading as it was (a tab of the customer, a modal over a list) does
 * not move focus, nor does one whose page put focus into a dialog or a field by itself.
 */
export const useRouteFocus = () => {
  const { pathname } = useLocation();

  useEffect(() => {
    const previous = settled;
    const isNewRoute = previous !== undefined && previous.pathname !== pathname;
    const startedAt = Date.now();

    const settle = () => {
      const heading = pageHeading();
      if (!heading && Date.now() - startedAt < WAIT_FOR_HEADING_MS) return false;
      const text = heading?.textContent ?? '';
      const isNewPage = heading !== null && (heading !== previous?.heading || text !== previous?.text);
      if (isNewRoute && isNewPage && !isFocusInDialog() && !isTyping()) focusElement(heading);
      settled = { pathname, heading, text };
      return true;
    };

    if (settle()) return;
    const timer = window.setInterval(() => {
      if (settle()) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pathname]);
};
