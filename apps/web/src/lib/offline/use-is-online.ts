import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The browser's connection state as TanStack Query sees it (it pauses queries while offline). */
export const useIsOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
