ALTER TABLE "change_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "change_history" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD COLUMN "cp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD COLUMN "lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD CONSTRAINT "billing_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;