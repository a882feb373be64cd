import { hasAnyRole } from '@bo/contract/auth/roles';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCountry } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';
import { startPersisting } from '@/lib/offline/persist-cache';
import { registerServiceWorker } from '@/lib/offline/register-sw';
import { sendQueuedDeliveries } from '@/lib/offline/send-deliveries';
import { DeliveryConflicts } from './delivery-conflicts';
import { OfflineBanner } from './offline-banner';
import { prefetchDriverData } from './prefetch-driver-data';

/**
 * The phone app's offline part, loaded after the first screen (or at once when the page opened
 * offline): the service worker, the driver's saved data, the queue of ticks and its conflicts.
 */
export const OfflineHost = () => {
  const user = useUser();
  const country = useCountry();
  const queryClient = useQueryClient();
  const isDriver = hasAnyRole(user.roles, ['driver']);

  useEffect(() => {
    void registerServiceWorker();
  }, []);

  useEffect(() => {
    if (!isDriver) return;
    let isCurrent = true;
    const refresh = () => {
      if (!onlineManager.isOnline()) return;
      void sendQueuedDeliveries().then(() => (isCurrent ? prefetchDriverData(queryClient, country) : undefined));
    };
    void startPersisting(user.id).then(refresh);
    const stop = onlineManager.subscribe((isOnline) => {
      if (isOnline) refresh();
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [isDriver, user.id, country, queryClient]);

  return (
    <>
      <OfflineBanner />
      {isDriver && <DeliveryConflicts userId={user.id} />}
    </>
  );
};
