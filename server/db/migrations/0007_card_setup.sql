CREATE TABLE "card_setup" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"payment_token_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text DEFAULT 'approve' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_behaviour_check" CHECK ("sandbox_card"."behaviour" in ('approve', 'decline', 'insufficient_funds', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_setup" (
	"reference" text PRIMARY KEY NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"card_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_setup_state_check" CHECK ("sandbox_card_setup"."state" in ('pending', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_payment_token_id_payment_token_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_setup" ADD CONSTRAINT "sandbox_card_setup_card_token_sandbox_card_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."sandbox_card"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_setup_partner_idx" ON "card_setup" USING btree ("partner_id");