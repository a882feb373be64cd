CREATE TABLE "invoice_day_sums" (
	"country_code" text NOT NULL,
	"date_kind" text NOT NULL,
	"day" date NOT NULL,
	"billing_info_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"paid" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"with_vat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"without_vat" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_day_sums_country_code_date_kind_day_billing_info_id_document_type_paid_pk" PRIMARY KEY("country_code","date_kind","day","billing_info_id","document_type","paid")
);
--> statement-breakpoint
-- The invoices' count and sums per day of each list date, kept by the database itself (decision 199): one upsert per
-- writing statement, from its transition tables; an update that changes none of the summed columns writes nothing.
CREATE FUNCTION invoice_day_sums_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows' END;
BEGIN
  EXECUTE format($change$
    INSERT INTO invoice_day_sums AS s
      (country_code, date_kind, day, billing_info_id, document_type, paid, count, with_vat, without_vat)
    SELECT r.country_code, k.kind, k.day, r.billing_info_id, r.document_type, r.paid, sum(r.sign)::int,
      sum(r.sign * r.price_with_vat), sum(r.sign * r.price_without_vat)
    FROM (%s) r
      CROSS JOIN LATERAL (VALUES ('issue', r.date_issue), ('maturity', r.date_maturity), ('paid', r.date_paid)) k (kind, day)
    WHERE k.day IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.price_with_vat) <> 0 OR sum(r.sign * r.price_without_vat) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (country_code, date_kind, day, billing_info_id, document_type, paid) DO UPDATE SET
      count = s.count + excluded.count, with_vat = s.with_vat + excluded.with_vat,
      without_vat = s.without_vat + excluded.without_vat
  $change$, source);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_day_sums_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_day_sums;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_day_sums_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_sums_change();--> statement-breakpoint
CREATE TRIGGER invoices_day_sums_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_sums_change();--> statement-breakpoint
CREATE TRIGGER invoices_day_sums_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_sums_change();--> statement-breakpoint
CREATE TRIGGER invoices_day_sums_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_sums_clear();--> statement-breakpoint
INSERT INTO invoice_day_sums (country_code, date_kind, day, billing_info_id, document_type, paid, count, with_vat, without_vat)
  SELECT r.country_code, k.kind, k.day, r.billing_info_id, r.document_type, r.paid, count(*)::int,
    sum(r.price_with_vat), sum(r.price_without_vat)
  FROM invoices r
    CROSS JOIN LATERAL (VALUES ('issue', r.date_issue), ('maturity', r.date_maturity), ('paid', r.date_paid)) k (kind, day)
  WHERE k.day IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
