ALTER TABLE "customer_applications" ADD COLUMN "route_order" integer;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "depot_address" text;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "depot_latitude" double precision;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "depot_longitude" double precision;