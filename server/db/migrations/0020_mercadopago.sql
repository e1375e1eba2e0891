CREATE TABLE "mercadopago_card" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"issuer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercadopago_card_setup" (
	"reference" text PRIMARY KEY NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"card_token" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadopago_card_setup_state_check" CHECK ("mercadopago_card_setup"."state" in ('pending', 'saving', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "mercadopago_customer" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercadopago_payment" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"preference_id" text,
	"payment_id" text,
	"card_token" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadopago_payment_kind_check" CHECK ("mercadopago_payment"."kind" in ('checkout', 'charge', 'hold')),
	CONSTRAINT "mercadopago_payment_state_check" CHECK ("mercadopago_payment"."state" in ('open', 'refunded', 'voided', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "mercadopago_card_setup" ADD CONSTRAINT "mercadopago_card_setup_card_token_mercadopago_card_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."mercadopago_card"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercadopago_customer" ADD CONSTRAINT "mercadopago_customer_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mercadopago_payment_transaction_idx" ON "mercadopago_payment" USING btree ("transaction_id");