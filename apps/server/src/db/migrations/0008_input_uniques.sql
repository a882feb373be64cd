ALTER TABLE "users" DROP CONSTRAINT "users_login_unique";--> statement-breakpoint
DROP INDEX "taxes_country_idx";--> statement-breakpoint
DROP INDEX "products_country_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_country_tax_idx" ON "taxes" USING btree ("country_code","tax");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_idx" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_country_code_idx" ON "products" USING btree ("country_code",lower("code"));