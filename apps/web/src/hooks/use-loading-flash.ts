import { useEffect } from 'react';
import { addFlash, type FlashScope, MIN_DISPLAY_LOADING_MS, removeFlash } from '@/lib/flash-store';

/**
 * An info message while something loads (kept at least 1 s, rules §9), taken away when done. Several
 * loads at once share one banner: the newest one's text is shown.
 */
export const useLoadingFlash = (isLoading: boolean, message: string, scope: FlashScope = 'global') => {
  useEffect(() => {
    if (!isLoading) return;
    const id = addFlash({
      message,
      scope,
      severity: 'info',
      closable: false,
      isLoading: true,
      minDisplayMs: MIN_DISPLAY_LOADING_MS,
    });
    return () => removeFlash(id);
  }, [isLoading, message, scope]);
};
