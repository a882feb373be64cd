import { useEffect } from 'react';
import { showErrorFlash } from '@/lib/error-flash';

/** A failed load shows its error once as a flash message. */
export const useErrorFlash = (error: unknown) => {
  useEffect(() => {
    if (error) showErrorFlash(error);
  }, [error]);
};
