ALTER TABLE "products" ADD COLUMN "reverse_charge_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- a reverse-charge product of a waste company supplies waste and scrap (VAT act §92c, annex 5: kód 5); the
-- administrator changes it on the product where it is something else
UPDATE "products" SET "reverse_charge_code" = '5' WHERE "reverse_charge";
