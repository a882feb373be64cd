import { useEffect, useRef } from 'react';
import { focusMainContent, isFocusLost } from '@/lib/focus';

/**
 * For a dialog that is mounted open and unmounted to close (a detail modal on its own route): when it
 * goes, focus returns to the control that opened it, or to the page heading when that is gone too.
 * (Mantine returns focus only when `opened` turns false on a dialog that stays mounted.)
 */
export const useReturnFocus = () => {
  const isMounted = useRef(false);
  useEffect(() => {
    const opener = document.activeElement;
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      window.setTimeout(() => {
        // Still mounted: React only re-ran the effect (StrictMode).
        if (isMounted.current || !isFocusLost()) return;
        if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
        else focusMainContent();
      }, 0);
    };
  }, []);
};
