CREATE TABLE "sandbox_authorization" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"card_ref" text NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_authorization_state_check" CHECK ("sandbox_authorization"."state" in ('authorized', 'declined', 'captured', 'voided', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 1);--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "max_qty" integer;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "min_per_company" numeric(12, 1) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ALTER COLUMN "min_per_company" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "max_per_company" numeric(12, 1);--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "delivery_date" date;--> statement-breakpoint
-- Campaigns made before this migration: the batch takes a quarter over its target, delivered three days after the deadline (Santiago).
UPDATE "team_purchase_campaign" SET "max_qty" = ceil("target_qty" * 1.25), "delivery_date" = (("deadline" AT TIME ZONE 'America/Santiago')::date + 3);--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ALTER COLUMN "max_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ALTER COLUMN "delivery_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "payment_method_code" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "payment_token_id" integer;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "authorization_reference" text;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "state_message" text;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_payment_token_id_payment_token_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_purchase_campaign_state_idx" ON "team_purchase_campaign" USING btree ("state","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "team_purchase_commitment_company_idx" ON "team_purchase_commitment" USING btree ("campaign_id","partner_id");--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD CONSTRAINT "team_purchase_campaign_state_check" CHECK ("team_purchase_campaign"."state" in ('open', 'closing', 'closed'));--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD CONSTRAINT "team_purchase_campaign_outcome_check" CHECK ("team_purchase_campaign"."outcome" is null or "team_purchase_campaign"."outcome" in ('filled', 'released'));--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD CONSTRAINT "team_purchase_campaign_qty_check" CHECK ("team_purchase_campaign"."target_qty" > 0 and "team_purchase_campaign"."max_qty" >= "team_purchase_campaign"."target_qty");--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_state_check" CHECK ("team_purchase_commitment"."state" in ('active', 'withdrawn', 'captured', 'ordered', 'released', 'dropped'));--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_method_check" CHECK ("team_purchase_commitment"."payment_method_code" in ('credit', 'saved_card'));--> statement-breakpoint
ALTER TABLE "sandbox_card" DROP CONSTRAINT "sandbox_card_behaviour_check";--> statement-breakpoint
ALTER TABLE "sandbox_card" ADD CONSTRAINT "sandbox_card_behaviour_check" CHECK ("sandbox_card"."behaviour" in ('approve', 'decline', 'insufficient_funds', 'pending', 'capture_decline'));
