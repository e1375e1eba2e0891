CREATE TABLE "card_hold" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"partner_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_hold_state_check" CHECK ("card_hold"."state" in ('held', 'releasing', 'released'))
);
--> statement-breakpoint
ALTER TABLE "club_charge" DROP CONSTRAINT "club_charge_state_check";--> statement-breakpoint
ALTER TABLE "payment_transaction" DROP CONSTRAINT "payment_transaction_state_check";--> statement-breakpoint
ALTER TABLE "sandbox_payment" DROP CONSTRAINT "sandbox_payment_state_check";--> statement-breakpoint
ALTER TABLE "card_hold" ADD CONSTRAINT "card_hold_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_hold" ADD CONSTRAINT "card_hold_campaign_id_team_purchase_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."team_purchase_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_hold_state_idx" ON "card_hold" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_state_check" CHECK ("club_charge"."state" in ('pending', 'approved', 'rejected', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_transaction" ADD CONSTRAINT "payment_transaction_state_check" CHECK ("payment_transaction"."state" in ('pending', 'approved', 'rejected', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_state_check" CHECK ("sandbox_payment"."state" in ('pending', 'approved', 'rejected', 'refunded'));--> statement-breakpoint
-- Charges made before this migration: a second approved payment of an order is given back by the money sweeper, and only the newest open attempt of an order (or join of a company) stays open.
UPDATE "payment_transaction" p SET "state" = 'refunding', "state_message" = 'Cobro duplicado: el pedido ya tenía un pago aprobado.' WHERE p."state" = 'approved' AND EXISTS (SELECT 1 FROM "payment_transaction" q WHERE q."order_id" = p."order_id" AND q."state" = 'approved' AND (q."created_at", q."id") < (p."created_at", p."id"));--> statement-breakpoint
UPDATE "payment_transaction" p SET "state" = 'rejected', "state_message" = 'Intento reemplazado por otro pago del mismo pedido.' WHERE p."state" = 'pending' AND EXISTS (SELECT 1 FROM "payment_transaction" q WHERE q."order_id" = p."order_id" AND (q."state" = 'approved' OR (q."state" = 'pending' AND (q."created_at", q."id") > (p."created_at", p."id"))));--> statement-breakpoint
UPDATE "club_charge" c SET "state" = 'rejected', "state_message" = 'Intento reemplazado por otro pago del Club CXTI.' WHERE c."kind" = 'join' AND c."state" = 'pending' AND EXISTS (SELECT 1 FROM "club_charge" d WHERE d."partner_id" = c."partner_id" AND d."kind" = 'join' AND d."state" = 'pending' AND (d."created_at", d."id") > (c."created_at", c."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "club_charge_open_join_idx" ON "club_charge" USING btree ("partner_id") WHERE "club_charge"."kind" = 'join' and "club_charge"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transaction_open_idx" ON "payment_transaction" USING btree ("order_id") WHERE "payment_transaction"."state" in ('pending', 'approved');