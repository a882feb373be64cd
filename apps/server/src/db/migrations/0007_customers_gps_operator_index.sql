-- GPS points take the operator of their customer (services/customers keeps them in step from now on).
UPDATE "customer_gps" g SET "operator_id" = c."operator_id" FROM "customers" c WHERE c."id" = g."customer_id";
--> statement-breakpoint
-- The near search: "this operator's points in this box", answered from the index alone (index-only
-- scan, no visit of the table) thanks to the included columns. Not in the drizzle schema: no INCLUDE there.
CREATE INDEX "customer_gps_operator_point_idx" ON "customer_gps" USING gist ("operator_id", point("longitude", "latitude"))
  INCLUDE ("customer_id", "latitude", "longitude", "id", "title");
