CREATE TABLE "customer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"application_date" date,
	"application_real_date" date,
	"delivery_note_number" integer,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"normalized_phone" text NOT NULL,
	"operator_line" text,
	"operator_id" integer,
	"recording_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_calls_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"normalized_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_gps" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"coordinates" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_copy" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"agreement" boolean DEFAULT false NOT NULL,
	"agreement_date" date,
	"rival" text DEFAULT '' NOT NULL,
	"billing_info_id" integer,
	"other_information" text DEFAULT '' NOT NULL,
	"next_call" timestamp with time zone,
	"delivery_company" text DEFAULT '' NOT NULL,
	"delivery_street" text DEFAULT '' NOT NULL,
	"delivery_cp" text DEFAULT '' NOT NULL,
	"delivery_psc" text DEFAULT '' NOT NULL,
	"delivery_city" text DEFAULT '' NOT NULL,
	"delivery_district_id" integer,
	"delivery_ic" text DEFAULT '' NOT NULL,
	"delivery_dic" text DEFAULT '' NOT NULL,
	"delivery_vat_payer" boolean DEFAULT false NOT NULL,
	"billing_company" text DEFAULT '' NOT NULL,
	"billing_street" text DEFAULT '' NOT NULL,
	"billing_cp" text DEFAULT '' NOT NULL,
	"billing_psc" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_district_id" integer,
	"billing_ic" text DEFAULT '' NOT NULL,
	"billing_dic" text DEFAULT '' NOT NULL,
	"billing_vat_payer" boolean DEFAULT false NOT NULL,
	"billing_same_as_delivery" boolean DEFAULT false NOT NULL,
	"old_data" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_calls" ADD CONSTRAINT "customer_calls_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_calls" ADD CONSTRAINT "customer_calls_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_gps" ADD CONSTRAINT "customer_gps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_billing_info_id_billing_infos_id_fk" FOREIGN KEY ("billing_info_id") REFERENCES "public"."billing_infos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_delivery_district_id_districts_id_fk" FOREIGN KEY ("delivery_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_billing_district_id_districts_id_fk" FOREIGN KEY ("billing_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_applications_customer_idx" ON "customer_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_applications_date_idx" ON "customer_applications" USING btree ("application_date");--> statement-breakpoint
CREATE INDEX "customer_applications_real_date_idx" ON "customer_applications" USING btree ("application_real_date");--> statement-breakpoint
CREATE INDEX "customer_applications_delivery_note_idx" ON "customer_applications" USING btree ("delivery_note_number");--> statement-breakpoint
CREATE INDEX "customer_calls_phone_start_idx" ON "customer_calls" USING btree ("normalized_phone","start_date");--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","slot","id");--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_idx" ON "customer_contacts" USING btree ("normalized_phone");--> statement-breakpoint
CREATE INDEX "customer_gps_customer_idx" ON "customer_gps" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_gps_point_idx" ON "customer_gps" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "customer_notes_customer_created_idx" ON "customer_notes" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_country_id_idx" ON "customers" USING btree ("country_code","id");--> statement-breakpoint
CREATE INDEX "customers_country_next_call_idx" ON "customers" USING btree ("country_code","next_call");--> statement-breakpoint
CREATE INDEX "customers_operator_idx" ON "customers" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "customers_delivery_district_idx" ON "customers" USING btree ("delivery_district_id");--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);