CREATE TABLE "sandbox_payment" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"payer_email" text NOT NULL,
	"card_ref" text,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"pending_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_state_check" CHECK ("sandbox_payment"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "payment_transaction" ADD COLUMN "redirect_url" text;