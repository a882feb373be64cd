ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(number || ' ' || coalesce(delivery_note_number::text, '') || ' ' || invoice_company || ' ' || invoice_ic))) STORED;--> statement-breakpoint
CREATE INDEX "invoices_search_text_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_unpaid_date_issue_idx" ON "invoices" USING btree ("country_code","date_issue","id") WHERE not "invoices"."paid";--> statement-breakpoint
CREATE INDEX "invoices_unpaid_maturity_idx" ON "invoices" USING btree ("country_code","date_maturity") WHERE not "invoices"."paid";--> statement-breakpoint
CREATE INDEX "invoices_country_date_paid_idx" ON "invoices" USING btree ("country_code","date_paid");--> statement-breakpoint
CREATE INDEX "invoices_billing_info_date_issue_idx" ON "invoices" USING btree ("billing_info_id","date_issue");