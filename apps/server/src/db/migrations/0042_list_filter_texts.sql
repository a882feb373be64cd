-- Decision 208: the customer list's contact-name filter reads the contacts' names alone, and its house-number filter
-- the house number alone, each from a trigram index of its own, instead of the whole search text.
ALTER TABLE "customers" ADD COLUMN "contact_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- as services/customers/search-text.ts (contactNamesExpression) writes it
UPDATE "customers" c SET "contact_names" = f_unaccent(lower(coalesce((select string_agg(k.name, ' ' order by k.slot, k.id)
  from customer_contacts k where k.customer_id = c.id), '')))
  WHERE EXISTS (select 1 from customer_contacts k where k.customer_id = c.id);--> statement-breakpoint
-- The update wrote every customer again and each index a second entry for it (at a million customers the search
-- text's index more than doubled and a long e-mail's search read 7,300 pages instead of 2,000): built anew.
REINDEX TABLE "customers";--> statement-breakpoint
CREATE INDEX "customers_contact_names_trgm_idx" ON "customers" USING gin ("contact_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_delivery_cp_trgm_idx" ON "customers" USING gin (f_unaccent(lower("delivery_cp")) gin_trgm_ops);--> statement-breakpoint
-- A field check runs in the leader, not in parallel workers: each new worker loads the unaccent dictionary (6 ms) and
-- compiles the function before its first row, which made a walk of 20,000 customers cost 90 ms instead of 25.
ALTER FUNCTION f_field_contains(text, text) PARALLEL RESTRICTED;
