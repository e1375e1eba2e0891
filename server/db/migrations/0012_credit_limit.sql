ALTER TABLE "res_partner" ADD COLUMN "credit_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "res_partner" ADD CONSTRAINT "res_partner_credit_limit_check" CHECK ("res_partner"."credit_limit" >= 0);--> statement-breakpoint
-- Companies that already buy on credit keep doing so: their line gets $10.000.000 until the distributor
-- sets each company's own (docs/deploy.md).
UPDATE "res_partner" SET "credit_limit" = 10000000 WHERE "credit_days" > 0;
