CREATE TABLE "customer_counts" (
	"country_code" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_delivery_district_idx";--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_country_operator_idx" ON "customers" USING btree ("country_code","operator_id","id");--> statement-breakpoint
CREATE INDEX "customers_country_district_idx" ON "customers" USING btree ("country_code","delivery_district_id","id");--> statement-breakpoint
CREATE INDEX "customers_country_next_call_month_idx" ON "customers" USING btree ("country_code",extract(month from ("next_call" at time zone 'Europe/Prague')));--> statement-breakpoint
-- The count of each country's customers, kept by the database itself (decision 198): one update per inserting or
-- deleting statement (its transition table), one per customer that changes country, none on other saves.
CREATE FUNCTION customer_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_counts (country_code, count)
    SELECT country_code, count(*) FROM new_rows GROUP BY country_code
    ON CONFLICT (country_code) DO UPDATE SET count = customer_counts.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_counts k SET count = k.count - o.n
    FROM (SELECT country_code, count(*) AS n FROM old_rows GROUP BY country_code) o
    WHERE k.country_code = o.country_code;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_counts SET count = count - 1 WHERE country_code = OLD.country_code;
  INSERT INTO customer_counts (country_code, count) VALUES (NEW.country_code, 1)
    ON CONFLICT (country_code) DO UPDATE SET count = customer_counts.count + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_add();--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_remove();--> statement-breakpoint
CREATE TRIGGER customers_count_country AFTER UPDATE OF country_code ON customers
  FOR EACH ROW WHEN (OLD.country_code IS DISTINCT FROM NEW.country_code) EXECUTE FUNCTION customer_counts_move();--> statement-breakpoint
CREATE TRIGGER customers_count_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_clear();--> statement-breakpoint
INSERT INTO customer_counts (country_code, count) SELECT country_code, count(*) FROM customers GROUP BY country_code;
