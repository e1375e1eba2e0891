ALTER TABLE "auth_email_token" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "res_partner_company_vat_idx" ON "res_partner" USING btree ("vat") WHERE "res_partner"."is_company";