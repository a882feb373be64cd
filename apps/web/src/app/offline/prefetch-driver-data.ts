import type { CalendarBoardResponse } from '@bo/contract/calendar/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { applicationCartQueryOptions } from '@/features/applications/api/application-cart';
import { applicationQueryOptions, applicationsQueryOptions } from '@/features/applications/api/get-applications';
import { calendarBoardQueryOptions } from '@/features/calendar/api/get-calendar-board';
import { configurationQueryOptions } from '@/features/configuration/api/get-configuration';
import { customerQueryOptions } from '@/features/customers/api/get-customer';
import { getUsers } from '@/features/customers/api/get-operators';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { taxesQueryOptions } from '@/features/taxes/api/get-taxes';

/** This week and the next one (the issue: the board the driver works from offline). */
const OFFLINE_WEEKS = [0, 1];
/** Requests in flight at once: the server (and a phone's connection) is not flooded. */
const CONCURRENCY = 2;

const inBatches = async (tasks: (() => Promise<unknown>)[]) => {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task().catch(() => undefined);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

/**
 * Loads what the driver opens offline into the query cache (saved by lib/offline/persist-cache.ts):
 * the board of this and next week and, for each of the driver's own applications on it, the
 * application screen's data (customer, application menu, detail, carts, and the shared lists).
 */
export const prefetchDriverData = async (queryClient: QueryClient, country: string) => {
  const boards = await Promise.all(
    OFFLINE_WEEKS.map((weekDiff) =>
      queryClient
        .fetchQuery({ ...calendarBoardQueryOptions(country, { weekDiff }), staleTime: 60_000 })
        .catch(() => undefined),
    ),
  );
  const loaded = boards.filter((board): board is CalendarBoardResponse => board !== undefined);
  if (!loaded.some((board) => board.user.calendarKind === 'driver')) return;
  const applications = loaded
    .flatMap((board) => Object.values(board.dates).flatMap((day) => day.own))
    .flatMap((event) =>
      event.applicationId === null ? [] : [{ customerId: event.customerId, applicationId: event.applicationId }],
    );
  const customers = [...new Set(applications.map((item) => item.customerId))];
  await inBatches([
    () => queryClient.prefetchQuery(configurationQueryOptions(country)),
    () => queryClient.prefetchQuery({ queryKey: ['users', 'country', country] as const, queryFn: getUsers }),
    () => queryClient.prefetchQuery(productsQueryOptions(country)),
    () => queryClient.prefetchQuery(taxesQueryOptions(country)),
    ...customers.flatMap((customerId) => [
      () => queryClient.prefetchQuery(customerQueryOptions(country, customerId)),
      () => queryClient.prefetchQuery(applicationsQueryOptions(country, customerId)),
    ]),
    ...applications.flatMap(({ customerId, applicationId }) => [
      () => queryClient.prefetchQuery(applicationQueryOptions(country, customerId, applicationId)),
      () => queryClient.prefetchQuery(applicationCartQueryOptions(country, customerId, applicationId)),
    ]),
  ]);
};
