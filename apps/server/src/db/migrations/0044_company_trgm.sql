-- Decision 208: the list's company filter reads a trigram index of its own, like the house number.
CREATE INDEX "customers_delivery_company_trgm_idx" ON "customers" USING gin (f_unaccent(lower("delivery_company")) gin_trgm_ops);--> statement-breakpoint
-- The statistics of the new index expressions (0042-0044), which the filters' estimates read, before the first list.
ANALYZE "customers";
