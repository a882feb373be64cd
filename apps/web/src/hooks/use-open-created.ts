import { useNavigate } from 'react-router';
import { addFlash, type FlashInput } from '@/lib/flash-store';

/**
 * A record's first save: its own route replaces the `new` one, then its message shows (decision 217). The navigation
 * is synchronous (flushSync, which the RouterProvider of react-router/dom honours), so the saved record's form is in
 * place before the message: typing meanwhile would go into the form being replaced.
 */
export const useOpenCreated = (forgetChanges: () => void) => {
  const navigate = useNavigate();
  return async (detailPath: string, flash: FlashInput) => {
    forgetChanges();
    await navigate(detailPath, { replace: true, flushSync: true });
    addFlash(flash);
  };
};
