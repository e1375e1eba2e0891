ALTER TABLE "payment_token" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "payment_token" ADD COLUMN "nickname" text;