CREATE TABLE "club_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"membership_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"redirect_url" text,
	"payment_method_code" text NOT NULL,
	"payment_token_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"state_message" text,
	"invoice_id" integer,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_charge_kind_check" CHECK ("club_charge"."kind" in ('join', 'renewal')),
	CONSTRAINT "club_charge_state_check" CHECK ("club_charge"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "club_membership" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_on" date NOT NULL,
	"period_end" date NOT NULL,
	"payment_token_id" integer,
	"next_plan_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_membership_state_check" CHECK ("club_membership"."state" in ('active', 'cancelling', 'grace', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "account_move" ADD COLUMN "line_description" text;--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_plan_id_club_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_membership_id_club_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_membership"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_payment_token_id_payment_token_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_charge" ADD CONSTRAINT "club_charge_invoice_id_account_move_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_move"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_plan_id_club_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_payment_token_id_payment_token_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_next_plan_id_club_plan_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."club_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_charge_idempotency_idx" ON "club_charge" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "club_charge_renewal_idx" ON "club_charge" USING btree ("membership_id","period_start","attempt");--> statement-breakpoint
CREATE INDEX "club_charge_invoice_idx" ON "club_charge" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_membership_partner_idx" ON "club_membership" USING btree ("partner_id");