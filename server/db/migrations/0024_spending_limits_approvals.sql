CREATE TABLE "order_approval" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"request" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" jsonb NOT NULL,
	"amount_untaxed" integer NOT NULL,
	"amount_shipping" integer NOT NULL,
	"amount_tax" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"order_id" integer,
	"idempotency_key" text,
	"request_hash" text,
	CONSTRAINT "order_approval_state_check" CHECK ("order_approval"."state" in ('waiting', 'placed', 'rejected', 'expired')),
	CONSTRAINT "order_approval_placed_check" CHECK (("order_approval"."state" = 'placed') = ("order_approval"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "spending_limit" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"per_order" integer,
	"per_period" integer,
	"period" text DEFAULT 'month' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spending_limit_period_check" CHECK ("spending_limit"."period" in ('week', 'month')),
	CONSTRAINT "spending_limit_amounts_check" CHECK (coalesce("spending_limit"."per_order", 1) > 0 and coalesce("spending_limit"."per_period", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_approval" ADD CONSTRAINT "order_approval_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval" ADD CONSTRAINT "order_approval_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval" ADD CONSTRAINT "order_approval_decided_by_res_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval" ADD CONSTRAINT "order_approval_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limit" ADD CONSTRAINT "spending_limit_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limit" ADD CONSTRAINT "spending_limit_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_approval_idempotency_idx" ON "order_approval" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_approval_order_idx" ON "order_approval" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_approval_partner_state_idx" ON "order_approval" USING btree ("partner_id","state","created_at");--> statement-breakpoint
CREATE INDEX "order_approval_expiry_idx" ON "order_approval" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spending_limit_company_idx" ON "spending_limit" USING btree ("partner_id") WHERE "spending_limit"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "spending_limit_user_idx" ON "spending_limit" USING btree ("user_id") WHERE "spending_limit"."user_id" is not null;