import { z } from 'zod';
import { distinct, idSchema, requiredText } from '../common/fields';

/** The most stops one driver's day may hold for a manual order (far above a real day). */
export const ROUTE_STOPS_LIMIT = 500;

/** One stop's place in the route: 1 = first after the depot. */
export const routeOrderValue = z.number().int().min(1).max(ROUTE_STOPS_LIMIT);

export const routeStopOrderSchema = z.object({
  applicationId: z.number().int(),
  routeOrder: z.number().int().nullable(),
});

/**
 * POST and PUT /v1/calendars/{date}/route-order answer the day's stops in route order with the
 * driven km from the depot (great-circle or road) and, for comparison, in the order of creation.
 */
export const routeOrderResponseSchema = z.object({
  applications: z.array(routeStopOrderSchema),
  /**
   * The stops the route could not place by distance (issue 25): `no_gps`, the customer has no GPS point. They
   * stay in `applications`, after the placed stops, in the order of creation.
   */
  skipped: z.array(z.object({ applicationId: z.number().int(), company: z.string(), reason: z.enum(['no_gps']) })),
  distanceKm: z.number(),
  creationOrderDistanceKm: z.number(),
  /** 'road' when OSRM's table answered, else 'great_circle' */
  distanceKind: z.enum(['road', 'great_circle']),
});
export type RouteOrderResponse = z.infer<typeof routeOrderResponseSchema>;

/**
 * PUT /v1/calendars/{date}/route-order (decision 148): the driver's day in the order the user
 * dragged it, plus the order the screen was loaded with (`loaded`); when the day's stops or their
 * stored order differ from `loaded`, someone changed the day meanwhile: 409 error.stale_version.
 */
export const routeOrderPutSchema = z.object({
  routeOrder: z.object({
    applicationIds: distinct(z.array(idSchema).max(ROUTE_STOPS_LIMIT)),
    loaded: z
      .array(z.object({ applicationId: idSchema, routeOrder: routeOrderValue.nullable() }))
      .max(ROUTE_STOPS_LIMIT),
  }),
});
export type RouteOrderPut = z.infer<typeof routeOrderPutSchema>;

/** overview §3 Configuration, added key `depot` (decision 147): where the drivers' days start. */
export const depotSchema = z.object({
  address: requiredText(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
