-- The customer search text's statistics sample 500 values instead of 100 (decision 200): with 100, PostgreSQL
-- guessed that a postcode or a town in 17,000 of a million customers matched 33, and sorted all 17,000 for a page
-- of 50 instead of walking the newest customers (177 ms against 3 ms). Planning a search costs about 1 ms more.
ALTER TABLE "customers" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "customers";
