import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * In-app navigation for the plain links inside an element (a list's rows): one click listener on the
 * element instead of a router Link per link. The customer list shows 300 links (a company link and five
 * quick links per row); as Links, each one ran the router's hooks on every render of its row.
 * A click with a modifier key or another button, or on a link with a target, a download or another
 * origin, is left to the browser (a new tab, a download), as a Link leaves it.
 */
export const useLinkNavigation = (ref: RefObject<HTMLElement | null>) => {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, navigate]);
};
