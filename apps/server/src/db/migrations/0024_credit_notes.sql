ALTER TABLE "invoice_items" ADD COLUMN "credited_item_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_type" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "original_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD COLUMN "credit_note_prefix" text DEFAULT 'D' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_credited_item_id_invoice_items_id_fk" FOREIGN KEY ("credited_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_credited_idx" ON "invoice_items" USING btree ("credited_item_id");--> statement-breakpoint
CREATE INDEX "invoices_country_type_date_issue_idx" ON "invoices" USING btree ("country_code","document_type","date_issue","id");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_invoice_id");