CREATE TABLE "recurring_occurrence" (
	"id" serial PRIMARY KEY NOT NULL,
	"recurring_order_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"lines" jsonb NOT NULL,
	"left_out" jsonb NOT NULL,
	"order_id" integer,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_occurrence_state_check" CHECK ("recurring_occurrence"."state" in ('scheduled', 'skipped', 'paying', 'placed', 'failed', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"frequency" text NOT NULL,
	"anchor_date" date NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"partner_shipping_id" integer,
	"payment_method_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_order_frequency_check" CHECK ("recurring_order"."frequency" in ('weekly', 'biweekly')),
	CONSTRAINT "recurring_order_state_check" CHECK ("recurring_order"."state" in ('active', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "recurring_order_line" (
	"recurring_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(12, 1) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recurring_order_line_recurring_order_id_product_id_pk" PRIMARY KEY("recurring_order_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recurring_occurrence" ADD CONSTRAINT "recurring_occurrence_recurring_order_id_recurring_order_id_fk" FOREIGN KEY ("recurring_order_id") REFERENCES "public"."recurring_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrence" ADD CONSTRAINT "recurring_occurrence_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order" ADD CONSTRAINT "recurring_order_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order" ADD CONSTRAINT "recurring_order_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order" ADD CONSTRAINT "recurring_order_partner_shipping_id_res_partner_id_fk" FOREIGN KEY ("partner_shipping_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line" ADD CONSTRAINT "recurring_order_line_recurring_order_id_recurring_order_id_fk" FOREIGN KEY ("recurring_order_id") REFERENCES "public"."recurring_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line" ADD CONSTRAINT "recurring_order_line_product_id_product_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_occurrence_date_idx" ON "recurring_occurrence" USING btree ("recurring_order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "recurring_occurrence_due_idx" ON "recurring_occurrence" USING btree ("state","cutoff_at");--> statement-breakpoint
CREATE INDEX "recurring_order_partner_idx" ON "recurring_order" USING btree ("partner_id");