ALTER TABLE "customer_offers" ADD COLUMN "html_offer_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_offers" ADD COLUMN "html_offer_accepted_by" text;