CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_sequences_kind_scope_year_pk" PRIMARY KEY("kind","scope","year")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company" text NOT NULL,
	"address" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"product_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"unit_id" integer,
	"price" numeric(14, 2) NOT NULL,
	"sale" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_id" integer NOT NULL,
	"tax" numeric(5, 2) NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"price_without_vat" numeric(14, 2) NOT NULL,
	"price_with_vat" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"number" text NOT NULL,
	"number_from_client" text DEFAULT '' NOT NULL,
	"delivery_note_number" integer,
	"date_issue" date NOT NULL,
	"date_taxable_supply" date NOT NULL,
	"date_maturity" date NOT NULL,
	"date_paid" date,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_type_id" integer,
	"billing_info_id" integer NOT NULL,
	"color" smallint DEFAULT 1 NOT NULL,
	"lock" boolean DEFAULT false NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_application_id" integer,
	"application_part" text,
	"electronic_invoice_time" timestamp with time zone,
	"electronic_invoice_email" text,
	"price_with_vat" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_without_vat" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoice_company" text DEFAULT '' NOT NULL,
	"invoice_street" text DEFAULT '' NOT NULL,
	"invoice_cp" text DEFAULT '' NOT NULL,
	"invoice_psc" text DEFAULT '' NOT NULL,
	"invoice_city" text DEFAULT '' NOT NULL,
	"invoice_ic" text DEFAULT '' NOT NULL,
	"invoice_dic" text DEFAULT '' NOT NULL,
	"invoice_email" text DEFAULT '' NOT NULL,
	"invoice_email_copy" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "delivery_note_year" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "engineer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "acceptor_id" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "driver_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "operator_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "engineer_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "application_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "report_invoice_hide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "postpone_invoice_date" date;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "cart_lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_application_id_customer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."customer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_info_id_billing_infos_id_fk" FOREIGN KEY ("billing_info_id") REFERENCES "public"."billing_infos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_application_id_customer_applications_id_fk" FOREIGN KEY ("customer_application_id") REFERENCES "public"."customer_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_application_idx" ON "inspections" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_country_number_idx" ON "invoices" USING btree ("country_code","number");--> statement-breakpoint
CREATE INDEX "invoices_country_date_issue_idx" ON "invoices" USING btree ("country_code","date_issue","id");--> statement-breakpoint
CREATE INDEX "invoices_country_maturity_idx" ON "invoices" USING btree ("country_code","date_maturity");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_application_idx" ON "invoices" USING btree ("customer_application_id");--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_acceptor_id_users_id_fk" FOREIGN KEY ("acceptor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_applications_driver_date_idx" ON "customer_applications" USING btree ("driver_id","application_date");--> statement-breakpoint
CREATE INDEX "customer_applications_operator_real_date_idx" ON "customer_applications" USING btree ("operator_id","application_real_date");