CREATE TABLE "customer_application_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"part" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"sale" numeric(5, 2) NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"tax_id" integer NOT NULL,
	"tax" numeric(5, 2) NOT NULL,
	"price_without_vat" numeric(14, 2) NOT NULL,
	"price_with_vat" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_offer_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"detail" text,
	"file_name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_offer_attachments_offer_file_key" UNIQUE NULLS NOT DISTINCT("offer_id","file_id","detail")
);
--> statement-breakpoint
CREATE TABLE "customer_offer_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"sale" numeric(5, 2) NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"tax_id" integer NOT NULL,
	"tax" numeric(5, 2) NOT NULL,
	"price_without_vat" numeric(14, 2) NOT NULL,
	"price_with_vat" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_offer_videos" (
	"offer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_offer_videos_offer_id_video_id_pk" PRIMARY KEY("offer_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "customer_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"version" smallint NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_call_date" date,
	"next_call_time" text,
	"application" jsonb,
	"lapol" jsonb,
	"html_token" text,
	"html_offer_date_created" timestamp with time zone,
	"html_offer_last_view" timestamp with time zone,
	"cart_lock_version" integer DEFAULT 1 NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_offers_html_token_unique" UNIQUE("html_token")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_application_products" ADD CONSTRAINT "customer_application_products_application_id_customer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."customer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_application_products" ADD CONSTRAINT "customer_application_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_application_products" ADD CONSTRAINT "customer_application_products_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_attachments" ADD CONSTRAINT "customer_offer_attachments_offer_id_customer_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."customer_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_attachments" ADD CONSTRAINT "customer_offer_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_products" ADD CONSTRAINT "customer_offer_products_offer_id_customer_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."customer_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_products" ADD CONSTRAINT "customer_offer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_products" ADD CONSTRAINT "customer_offer_products_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_videos" ADD CONSTRAINT "customer_offer_videos_offer_id_customer_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."customer_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offer_videos" ADD CONSTRAINT "customer_offer_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offers" ADD CONSTRAINT "customer_offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offers" ADD CONSTRAINT "customer_offers_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offers" ADD CONSTRAINT "customer_offers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_offers" ADD CONSTRAINT "customer_offers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_application_products_application_idx" ON "customer_application_products" USING btree ("application_id","part");--> statement-breakpoint
CREATE INDEX "customer_offer_attachments_offer_idx" ON "customer_offer_attachments" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_offer_products_offer_product_idx" ON "customer_offer_products" USING btree ("offer_id","product_id");--> statement-breakpoint
CREATE INDEX "customer_offers_customer_created_idx" ON "customer_offers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_country_position_idx" ON "videos" USING btree ("country_code","position");