CREATE TABLE "sent_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"from_address" text NOT NULL,
	"to_addresses" text NOT NULL,
	"cc_addresses" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"attachment_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text NOT NULL,
	"is_ok" boolean NOT NULL,
	"error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_emails_entity_idx" ON "sent_emails" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "sent_emails_created_idx" ON "sent_emails" USING btree ("created_at");