CREATE TABLE "user_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_type" text NOT NULL,
	"filename" text NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_lines" (
	"user_id" integer NOT NULL,
	"voip_line_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_lines_voip_line_id_unique" UNIQUE("voip_line_id")
);
--> statement-breakpoint
CREATE TABLE "voip_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"caller_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ekokoms" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_prices" (
	"country_code" text NOT NULL,
	"type" text NOT NULL,
	"price_without_vat" numeric(14, 2) NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "offer_prices_country_code_type_pk" PRIMARY KEY("country_code","type")
);
--> statement-breakpoint
CREATE TABLE "offer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"stars" integer NOT NULL,
	"price_from" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_ekokoms" (
	"product_id" integer NOT NULL,
	"ekokom_id" integer NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	CONSTRAINT "product_ekokoms_product_id_ekokom_id_pk" PRIMARY KEY("product_id","ekokom_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_invoice" text DEFAULT '' NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"unit_id" integer NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"price_with_vat" boolean DEFAULT false NOT NULL,
	"tax_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"tax" numeric(5, 2) NOT NULL,
	"is_reduced" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "units_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "user_profits" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"repeater_percent" numeric(5, 2),
	"repeater_price" numeric(14, 2),
	"new_percent" numeric(5, 2),
	"new_price" numeric(14, 2),
	CONSTRAINT "user_profits_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_voip_line_id_voip_lines_id_fk" FOREIGN KEY ("voip_line_id") REFERENCES "public"."voip_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekokoms" ADD CONSTRAINT "ekokoms_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ekokoms" ADD CONSTRAINT "product_ekokoms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ekokoms" ADD CONSTRAINT "product_ekokoms_ekokom_id_ekokoms_id_fk" FOREIGN KEY ("ekokom_id") REFERENCES "public"."ekokoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profits" ADD CONSTRAINT "user_profits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profits" ADD CONSTRAINT "user_profits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_files_user_type_name_idx" ON "user_files" USING btree ("user_id","offer_type","filename");--> statement-breakpoint
CREATE INDEX "user_lines_user_idx" ON "user_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ekokoms_country_idx" ON "ekokoms" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_country_code_idx" ON "products" USING btree ("country_code","code");--> statement-breakpoint
CREATE INDEX "products_country_position_idx" ON "products" USING btree ("country_code","position");--> statement-breakpoint
CREATE INDEX "taxes_country_idx" ON "taxes" USING btree ("country_code");