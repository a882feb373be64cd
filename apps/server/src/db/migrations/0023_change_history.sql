CREATE TABLE "change_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"customer_id" integer,
	"country_code" text NOT NULL,
	"action" text NOT NULL,
	"item_kind" text,
	"item_key" text,
	"item_label" text,
	"field" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"route_name" text,
	"page_uri" text
);
--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_history_entity_idx" ON "change_history" USING btree ("entity","entity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);