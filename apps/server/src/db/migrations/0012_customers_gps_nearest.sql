-- Hand-written (drizzle has no expression GiST index with cube): the near search reads an operator's
-- GPS points nearest first from this index (k-nearest-neighbour scan, GiST `<->`) and stops after a
-- few hundred points (services/customers/near.ts, whose position expression must stay identical).
-- A point is a unit vector on the sphere (cube), whose straight-line distance orders like the
-- great-circle one. It replaces the bounding-box index of 0007.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE INDEX "customer_gps_operator_position_idx" ON "customer_gps" USING gist ("operator_id",
  cube(array[cos(radians("latitude")) * cos(radians("longitude")),
    cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))]));
--> statement-breakpoint
DROP INDEX IF EXISTS "customer_gps_operator_point_idx";
