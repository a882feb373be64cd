import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { authStore } from '../auth-store';
import { addFlash } from '../flash-store';
import { queryClient } from '../query-client';
import { staleVersionOf } from '../stale-version';
import { deliveryQueue, markConflict, type QueuedDelivery, removeDelivery } from './delivery-queue';

type Outcome = 'sent' | 'conflict' | 'offline';

/**
 * PATCH …/applications/{appId} with the queued real date and the version the driver saw: the server
 * refuses a stale one (409 error.stale_version with the office's current record), which is kept for
 * the driver to decide — never overwritten silently.
 */
const sendOne = async (entry: QueuedDelivery): Promise<Outcome> => {
  try {
    await api.patch<{ customerApplication: CustomerApplication }>(
      `/v1/customers/${entry.customerId}/applications/${entry.applicationId}`,
      { customerApplication: { applicationRealDate: entry.applicationRealDate, lockVersion: entry.lockVersion } },
      { showsOwnError: true },
    );
    removeDelivery(entry.applicationId);
    return 'sent';
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return 'offline';
    // 401: the session ended; the entry stays for when the same driver logs in again
    if (error.status === 401) return 'offline';
    const stale = staleVersionOf(error);
    markConflict(entry.applicationId, {
      messageKey: error.messageKey ?? 'error.unknown',
      changedBy: stale?.changedBy ?? null,
      changedAt: stale?.changedAt ?? null,
      current: (stale?.current as CustomerApplication | undefined) ?? null,
    });
    return 'conflict';
  }
};

/** Sends the logged-in user's pending ticks one after another. */
const sendPending = async () => {
  const userId = authStore.getState().user?.id;
  const pending = deliveryQueue
    .getState()
    .entries.filter((entry) => entry.userId === userId && entry.conflict === null);
  let sent = 0;
  for (const entry of pending) {
    const outcome = await sendOne(entry);
    if (outcome === 'offline') break;
    if (outcome === 'sent') sent += 1;
  }
  if (pending.length > 0) void queryClient.invalidateQueries();
  if (sent > 0)
    addFlash({ message: 'offline.deliveries_sent', plural: sent, data: { count: sent }, severity: 'success' });
};

let sending: Promise<void> = Promise.resolve();

/** One run at a time; a call while one runs (a re-applied tick) gets its own run right after. */
export const sendQueuedDeliveries = () => {
  sending = sending.then(sendPending, sendPending);
  return sending;
};
