import { type DehydratedState, dehydrate, hydrate } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { BUILD_APP_HASH } from '../app-hash';
import { authStore } from '../auth-store';
import { queryClient } from '../query-client';
import { deliveryQueue, keepDeliveriesOf } from './delivery-queue';

/**
 * The driver's data kept for offline use (decision 142): TanStack Query's cache (dehydrate/hydrate)
 * in IndexedDB, with each query's dataUpdatedAt — the time the offline banner names. Only for
 * drivers; only the user who saved it may restore it; dropped at logout (decision 144).
 */
const STORE_KEY = 'bo.offline.queries';
/** The board of this and next week stays useful this long; older data is not shown. */
export const OFFLINE_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;
const SAVE_THROTTLE_MS = 1000;
/** The Workbox cache of the bootstrap answers (apps/web/build/pwa-options.ts). */
const BOOTSTRAP_CACHE = 'bo-bootstrap';

/** Saved with the build's hash: another build may shape its answers differently. */
type Stored = { userId: number; buildHash: string; savedAt: number; state: DehydratedState };

const restore = async (userId: number) => {
  const stored = await get<Stored>(STORE_KEY).catch(() => undefined);
  if (!stored) return;
  const isUsable =
    stored.userId === userId && stored.buildHash === BUILD_APP_HASH && Date.now() - stored.savedAt < OFFLINE_MAX_AGE_MS;
  if (isUsable) hydrate(queryClient, stored.state);
  else await del(STORE_KEY);
};

const save = (userId: number) =>
  set(STORE_KEY, {
    userId,
    buildHash: BUILD_APP_HASH,
    savedAt: Date.now(),
    // answers only (no errors, no pending fetches); the logged user is asked anew
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== 'auth',
    }),
  } satisfies Stored).catch(() => undefined);

let unsubscribe: (() => void) | undefined;
let activeUserId: number | undefined;

/** Restores the user's saved cache into the running one, then saves every change (throttled). */
export const startPersisting = async (userId: number) => {
  if (activeUserId === userId) return;
  stopPersisting();
  activeUserId = userId;
  // queries of a driver live as long as the offline data is kept, so they are still there to save
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: OFFLINE_MAX_AGE_MS },
  });
  await restore(userId);
  if (activeUserId !== userId) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleSave = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      if (activeUserId === userId) void save(userId);
    }, SAVE_THROTTLE_MS);
  };
  const stopCache = queryClient.getQueryCache().subscribe(scheduleSave);
  unsubscribe = () => {
    stopCache();
    if (timer) clearTimeout(timer);
  };
};

export const stopPersisting = () => {
  unsubscribe?.();
  unsubscribe = undefined;
  activeUserId = undefined;
};

/** Everything one user's session left on the phone: saved queries, bootstrap answers, (at logout) the queue. */
export const clearOfflineData = async (isDeliberateLogout: boolean) => {
  stopPersisting();
  if (isDeliberateLogout) keepDeliveriesOf(null);
  await Promise.allSettled([del(STORE_KEY), 'caches' in window ? caches.delete(BOOTSTRAP_CACHE) : undefined]);
};

// A logout (or an ended session) clears what the session left; a new user drops another one's queue.
let wasLoggedIn = authStore.getState().isLoggedIn;
authStore.subscribe(() => {
  const { isLoggedIn, logoutReason, user } = authStore.getState();
  if (wasLoggedIn && !isLoggedIn) void clearOfflineData(logoutReason === 'logout');
  if (isLoggedIn && user && deliveryQueue.getState().entries.some((entry) => entry.userId !== user.id)) {
    keepDeliveriesOf(user.id);
  }
  wasLoggedIn = isLoggedIn;
});
