import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { createStore, useStore } from '../create-store';

/**
 * A delivery the driver ticked while the server could not be reached (decision 143): the real date
 * with the lockVersion of the application as the driver saw it. `conflict` holds the office's
 * current state after the server answered 409 (the application was changed meanwhile).
 */
export type QueuedDelivery = {
  userId: number;
  country: string;
  customerId: number;
  applicationId: number;
  company: string;
  applicationRealDate: string;
  lockVersion: number;
  queuedAt: string;
  conflict: DeliveryConflict | null;
};

export type DeliveryConflict = {
  /** error.stale_version, or another refusal (error.application_invoiced, error.not_found …) */
  messageKey: string;
  changedBy: string | null;
  changedAt: string | null;
  current: CustomerApplication | null;
};

const STORAGE_KEY = 'bo.offline.deliveries';

const read = (): QueuedDelivery[] => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QueuedDelivery[]) : [];
  } catch {
    return [];
  }
};

/** The queue survives a reload and a closed app: localStorage, written on every change. */
export const deliveryQueue = createStore<{ entries: QueuedDelivery[] }>({
  entries: typeof window === 'undefined' ? [] : read(),
});

const write = (entries: QueuedDelivery[]) => {
  deliveryQueue.setState({ entries });
  try {
    if (entries.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage full or refused (private mode): the queue still holds for this page
  }
};

/** One entry per application: ticking again replaces the earlier one. */
export const enqueueDelivery = (entry: Omit<QueuedDelivery, 'queuedAt' | 'conflict'>) =>
  write([
    ...deliveryQueue.getState().entries.filter((queued) => queued.applicationId !== entry.applicationId),
    { ...entry, queuedAt: new Date().toISOString(), conflict: null },
  ]);

export const removeDelivery = (applicationId: number) =>
  write(deliveryQueue.getState().entries.filter((entry) => entry.applicationId !== applicationId));

export const markConflict = (applicationId: number, conflict: DeliveryConflict) =>
  write(
    deliveryQueue
      .getState()
      .entries.map((entry) => (entry.applicationId === applicationId ? { ...entry, conflict } : entry)),
  );

/** Re-apply after a conflict: the office's current version, sent again as pending. */
export const reapplyDelivery = (applicationId: number, lockVersion: number) =>
  write(
    deliveryQueue
      .getState()
      .entries.map((entry) =>
        entry.applicationId === applicationId ? { ...entry, lockVersion, conflict: null } : entry,
      ),
  );

/** Entries of other users are dropped (a shared phone); with no user, every entry. */
export const keepDeliveriesOf = (userId: number | null) =>
  write(deliveryQueue.getState().entries.filter((entry) => entry.userId === userId));

/** The queued tick of an application, for its calendar card. */
export const useQueuedDelivery = (applicationId: number | null) =>
  useStore(deliveryQueue, (state) =>
    applicationId === null ? undefined : state.entries.find((entry) => entry.applicationId === applicationId),
  );

export const useQueuedDeliveries = () => useStore(deliveryQueue, (state) => state.entries);
