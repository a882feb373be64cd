import { useEffect } from 'react';
import { addFlash, dismissFlash, type FlashScope, LOADING_SHOW_DELAY_MS } from '@/lib/flash-store';

/**
 * An info message while something loads, taken away with the data it announces (issue 25, decision 195): it
 * shows only once the load has lasted LOADING_SHOW_DELAY_MS, so a quick load neither flickers a banner nor
 * leaves one standing after its data is on screen. Several loads at once share one banner: the newest one's text.
 */
export const useLoadingFlash = (isLoading: boolean, message: string, scope: FlashScope = 'global') => {
  useEffect(() => {
    if (!isLoading) return;
    let id: string | null = null;
    const timer = window.setTimeout(() => {
      id = addFlash({ message, scope, severity: 'info', closable: false, isLoading: true });
    }, LOADING_SHOW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (id) dismissFlash(id);
    };
  }, [isLoading, message, scope]);
};
