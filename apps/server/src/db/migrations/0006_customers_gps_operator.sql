DROP INDEX "customer_gps_point_idx";--> statement-breakpoint
ALTER TABLE "customer_gps" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "customer_gps" ADD CONSTRAINT "customer_gps_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;