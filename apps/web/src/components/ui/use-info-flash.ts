import { useEffect } from 'react';
import { addFlash, dismissFlash, type FlashScope } from '@/lib/flash-store';

/** An info message shown while a state lasts (an empty list, no line left), taken away when it ends. */
export const useInfoFlash = (isShown: boolean, message: string, scope: FlashScope = 'global') => {
  useEffect(() => {
    if (!isShown) return;
    const id = addFlash({ message, scope, severity: 'info', closable: false });
    return () => dismissFlash(id);
  }, [isShown, message, scope]);
};
