ALTER TABLE "club_membership" ADD COLUMN "renewal_reminded_for" date;--> statement-breakpoint
ALTER TABLE "payment_token" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "res_users" ADD COLUMN "mail_reminders" boolean DEFAULT true NOT NULL;