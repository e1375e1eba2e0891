ALTER TABLE "account_move" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Invoices issued before this migration are not news: only those issued from now on are e-mailed.
UPDATE "account_move" SET "mailed_at" = "created_at";
