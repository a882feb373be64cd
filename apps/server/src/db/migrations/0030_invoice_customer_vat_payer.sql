ALTER TABLE "invoices" ADD COLUMN "invoice_vat_payer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- invoices issued before: a customer with a DIČ on the document was treated as a VAT payer
UPDATE "invoices" SET "invoice_vat_payer" = ("invoice_dic" <> '');
