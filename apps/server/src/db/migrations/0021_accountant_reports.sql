CREATE TABLE "accountant_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"billing_info_id" integer NOT NULL,
	"billing_info_name" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"date_asked" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"invoice_count" integer NOT NULL,
	"filename" text NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accountant_reports" ADD CONSTRAINT "accountant_reports_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_reports" ADD CONSTRAINT "accountant_reports_billing_info_id_billing_infos_id_fk" FOREIGN KEY ("billing_info_id") REFERENCES "public"."billing_infos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_reports" ADD CONSTRAINT "accountant_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_reports" ADD CONSTRAINT "accountant_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountant_reports_country_date_asked_idx" ON "accountant_reports" USING btree ("country_code","date_asked");