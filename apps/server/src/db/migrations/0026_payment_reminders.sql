CREATE TABLE "invoice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_first_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_second_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_subject" text DEFAULT 'Upomínka – faktura č. {number} po splatnosti' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_text" text DEFAULT 'Dobrý den,

dovolujeme si Vás upozornit, že faktura č. {number} na částku {amount} byla splatná {maturity} a dosud jsme neobdrželi její úhradu.

Prosíme o úhradu s variabilním symbolem {variableSymbol}. {qrPayment}
Fakturu zasíláme v příloze. Pokud jste již zaplatili, považujte prosím tuto zprávu za bezpředmětnou.

S pozdravem
{company}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reminder_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_invoice_level_idx" ON "invoice_reminders" USING btree ("invoice_id","level");--> statement-breakpoint
CREATE INDEX "invoice_reminders_sent_at_idx" ON "invoice_reminders" USING btree ("sent_at");