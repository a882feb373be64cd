DROP INDEX "invoices_country_date_paid_idx";--> statement-breakpoint
DROP INDEX "invoices_country_maturity_idx";--> statement-breakpoint
CREATE INDEX "invoices_country_date_paid_idx" ON "invoices" USING btree ("country_code","date_paid","date_issue","id","paid","billing_info_id","document_type");--> statement-breakpoint
CREATE INDEX "invoices_country_maturity_idx" ON "invoices" USING btree ("country_code","date_maturity","date_issue","id","paid","billing_info_id","document_type");