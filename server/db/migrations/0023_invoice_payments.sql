CREATE TABLE "invoice_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"redirect_url" text,
	"payment_method_code" text NOT NULL,
	"payment_token_id" integer,
	"card_label" text,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"state_message" text,
	"idempotency_key" text,
	"request_hash" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payment_state_check" CHECK ("invoice_payment"."state" in ('pending', 'approved', 'rejected', 'refunding', 'refunded')),
	CONSTRAINT "invoice_payment_amount_check" CHECK ("invoice_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_line" (
	"payment_id" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_payment_line_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "account_move" ADD COLUMN "paid_on" date;--> statement-breakpoint
UPDATE "account_move" SET "paid_on" = "invoice_date" WHERE "amount_residual" = 0;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_payment_token_id_payment_token_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_line" ADD CONSTRAINT "invoice_payment_line_payment_id_invoice_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_line" ADD CONSTRAINT "invoice_payment_line_invoice_id_account_move_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_move"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_idempotency_idx" ON "invoice_payment" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_payment_partner_idx" ON "invoice_payment" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_line_open_idx" ON "invoice_payment_line" USING btree ("invoice_id") WHERE "invoice_payment_line"."open";--> statement-breakpoint
ALTER TABLE "account_move" ADD CONSTRAINT "account_move_paid_on_check" CHECK (("account_move"."amount_residual" = 0) = ("account_move"."paid_on" is not null));