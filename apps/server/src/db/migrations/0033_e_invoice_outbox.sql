CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"document_type" text NOT NULL,
	"ubl" text NOT NULL,
	"receiver_scheme" text NOT NULL,
	"receiver_id" text NOT NULL,
	"provider_id" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_by" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_invoice_idx" ON "e_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "e_invoices_due_idx" ON "e_invoices" USING btree ("status","next_attempt_at");