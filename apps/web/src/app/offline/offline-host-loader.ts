import { deferredModule } from '@/lib/deferred-module';
import { afterFirstScreen } from '@/lib/when-idle';

/**
 * The offline part (offline-host.tsx, with the query persister and IndexedDB) stays out of the
 * shell's bundle: fetched after the first screen — or at once when the page opened offline, so the
 * saved data shows without waiting (it comes from the service worker's cache then).
 */
export const offlineHost = deferredModule(() => import('./offline-host'));
if (typeof navigator !== 'undefined' && !navigator.onLine) offlineHost.preload().catch(() => undefined);
else afterFirstScreen(() => offlineHost.preload().catch(() => undefined));
