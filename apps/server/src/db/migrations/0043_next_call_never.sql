-- Decision 208: the list's next-call ranges test the next call with none planned as never, and this index bounds each.
DROP INDEX "customers_country_next_call_idx";--> statement-breakpoint
CREATE INDEX "customers_country_next_call_never_idx" ON "customers" USING btree ("country_code",coalesce("next_call", 'infinity'::timestamptz));