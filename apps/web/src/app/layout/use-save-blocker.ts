import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { addFlash } from '@/lib/flash-store';
import { isSaving } from '@/lib/saving-store';

/** overview §2.1: a route change is cancelled while a save is in progress. */
export const useSaveBlocker = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isSaving() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    addFlash({ message: 'message.save_in_progress', severity: 'warning' });
    blocker.reset();
  }, [blocker]);
};
