import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 1;

/** Only an unreachable server is worth a second try; an answer with an error stays an error. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && isApiError(error) && error.status === 0;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// TanStack Query hears the online/offline events; a page opened offline (the driver's phone app,
// served by the service worker) starts paused instead of failing its first requests.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
