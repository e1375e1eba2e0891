CREATE TABLE "transbank_card" (
	"reference" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"tbk_user" text NOT NULL,
	"card_type" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transbank_inscription" (
	"reference" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"username" text NOT NULL,
	"form_url" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"finish_started_at" timestamp with time zone,
	"response_code" integer,
	"card_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transbank_inscription_state_check" CHECK ("transbank_inscription"."state" in ('pending', 'finishing', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "transbank_oneclick" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" text NOT NULL,
	"card_reference" text,
	"buy_order" text NOT NULL,
	"child_commerce_code" text NOT NULL,
	"child_buy_order" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'authorizing' NOT NULL,
	"response_code" integer,
	"authorization_code" text,
	"message" text,
	"refund_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transbank_oneclick_kind_check" CHECK ("transbank_oneclick"."kind" in ('charge', 'hold')),
	CONSTRAINT "transbank_oneclick_state_check" CHECK ("transbank_oneclick"."state" in ('authorizing', 'approved', 'rejected', 'authorized', 'captured', 'capture_rejected', 'released', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "transbank_webpay" (
	"token" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"buy_order" text NOT NULL,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"form_url" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"pending_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"commit_started_at" timestamp with time zone,
	"response_code" integer,
	"tbk_status" text,
	"authorization_code" text,
	"card_last4" text,
	"message" text,
	"refund_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transbank_webpay_state_check" CHECK ("transbank_webpay"."state" in ('pending', 'committing', 'approved', 'rejected', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payment_token" ALTER COLUMN "exp_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_token" ALTER COLUMN "exp_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transbank_inscription" ADD CONSTRAINT "transbank_inscription_card_reference_transbank_card_reference_fk" FOREIGN KEY ("card_reference") REFERENCES "public"."transbank_card"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transbank_oneclick" ADD CONSTRAINT "transbank_oneclick_card_reference_transbank_card_reference_fk" FOREIGN KEY ("card_reference") REFERENCES "public"."transbank_card"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transbank_inscription_token_idx" ON "transbank_inscription" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "transbank_oneclick_buy_order_idx" ON "transbank_oneclick" USING btree ("buy_order");--> statement-breakpoint
CREATE UNIQUE INDEX "transbank_webpay_buy_order_idx" ON "transbank_webpay" USING btree ("buy_order");