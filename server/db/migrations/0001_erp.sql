CREATE TABLE "account_move" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"folio" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer,
	"invoice_date" date NOT NULL,
	"invoice_date_due" date NOT NULL,
	"amount_untaxed" integer NOT NULL,
	"amount_tax" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"amount_residual" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_email_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_email_token_purpose_check" CHECK ("auth_email_token"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "auth_login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"price" integer NOT NULL,
	"benefits" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"payment_method_code" text NOT NULL,
	"payment_token_id" integer,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"state_message" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_state_check" CHECK ("payment_transaction"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_code" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"categ_id" integer NOT NULL,
	"uom" text NOT NULL,
	"pack_size" text NOT NULL,
	"list_price" integer NOT NULL,
	"cxti_price" integer DEFAULT 0 NOT NULL,
	"stock_state" text DEFAULT 'in_stock' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_svg" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_product_uom_check" CHECK ("product_product"."uom" in ('kg', 'un', 'caja', 'lt')),
	CONSTRAINT "product_product_stock_check" CHECK ("product_product"."stock_state" in ('in_stock', 'low', 'out')),
	CONSTRAINT "product_product_price_check" CHECK ("product_product"."list_price" > 0 and "product_product"."cxti_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_invoice_id" integer NOT NULL,
	"partner_shipping_id" integer,
	"user_id" integer,
	"date_order" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"payment_method_code" text NOT NULL,
	"despensa_customer_sale_order_number" text,
	"scheduled_date" date NOT NULL,
	"retiro_en_tienda" boolean DEFAULT false NOT NULL,
	"amount_untaxed" integer NOT NULL,
	"amount_shipping" integer NOT NULL,
	"amount_discount" integer DEFAULT 0 NOT NULL,
	"amount_tax" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"amount_original" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_order_state_check" CHECK ("sale_order"."state" in ('draft', 'sent', 'sale', 'done', 'cancel')),
	CONSTRAINT "sale_order_method_check" CHECK ("sale_order"."payment_method_code" in ('card', 'saved_card', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "sale_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_uom_qty" numeric(12, 1) NOT NULL,
	"price_unit" integer NOT NULL,
	"cxti_price" integer DEFAULT 0 NOT NULL,
	"price_subtotal" integer NOT NULL,
	CONSTRAINT "sale_order_line_qty_check" CHECK ("sale_order_line"."product_uom_qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_purchase_campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"group_price" integer NOT NULL,
	"target_qty" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_purchase_commitment" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "res_partner_parent_idx";--> statement-breakpoint
ALTER TABLE "res_partner" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "res_partner" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_move" ADD CONSTRAINT "account_move_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_move" ADD CONSTRAINT "account_move_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_email_token" ADD CONSTRAINT "auth_email_token_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_token" ADD CONSTRAINT "payment_token_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transaction" ADD CONSTRAINT "payment_transaction_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transaction" ADD CONSTRAINT "payment_transaction_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_product" ADD CONSTRAINT "product_product_categ_id_product_category_id_fk" FOREIGN KEY ("categ_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_partner_invoice_id_res_partner_id_fk" FOREIGN KEY ("partner_invoice_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_partner_shipping_id_res_partner_id_fk" FOREIGN KEY ("partner_shipping_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_line" ADD CONSTRAINT "sale_order_line_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_line" ADD CONSTRAINT "sale_order_line_product_id_product_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purchase_campaign" ADD CONSTRAINT "team_purchase_campaign_product_id_product_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_campaign_id_team_purchase_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."team_purchase_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purchase_commitment" ADD CONSTRAINT "team_purchase_commitment_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_move_name_idx" ON "account_move" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "account_move_folio_idx" ON "account_move" USING btree ("folio");--> statement-breakpoint
CREATE INDEX "account_move_partner_date_idx" ON "account_move" USING btree ("partner_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "account_move_order_idx" ON "account_move" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_email_token_token_idx" ON "auth_email_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_email_token_user_idx" ON "auth_email_token" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "auth_login_attempt_key_idx" ON "auth_login_attempt" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "payment_token_partner_idx" ON "payment_token" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "payment_transaction_order_idx" ON "payment_transaction" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transaction_idempotency_idx" ON "payment_transaction" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_product_code_idx" ON "product_product" USING btree ("default_code");--> statement-breakpoint
CREATE INDEX "product_product_categ_idx" ON "product_product" USING btree ("categ_id","name","id");--> statement-breakpoint
CREATE INDEX "product_product_name_idx" ON "product_product" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_order_name_idx" ON "sale_order" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_order_idempotency_idx" ON "sale_order" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sale_order_partner_date_idx" ON "sale_order" USING btree ("partner_id","date_order","id");--> statement-breakpoint
CREATE INDEX "sale_order_line_order_idx" ON "sale_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "team_purchase_commitment_campaign_idx" ON "team_purchase_commitment" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "res_partner_parent_idx" ON "res_partner" USING btree ("parent_id","type","id");