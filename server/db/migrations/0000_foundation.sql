CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ir_config_parameter" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "res_partner" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"type" text DEFAULT 'contact' NOT NULL,
	"vat" text,
	"business_activity" text,
	"email" text,
	"phone" text,
	"street" text,
	"comuna" text,
	"region" text,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"club_member_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "res_partner_type_check" CHECK ("res_partner"."type" in ('contact', 'invoice', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "res_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"partner_id" integer NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "res_users_role_check" CHECK ("res_users"."role" in ('admin', 'comprador', 'finanzas'))
);
--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_partner" ADD CONSTRAINT "res_partner_parent_id_res_partner_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_users" ADD CONSTRAINT "res_users_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_token_idx" ON "auth_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_session_family_idx" ON "auth_session" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "res_partner_parent_idx" ON "res_partner" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "res_users_login_idx" ON "res_users" USING btree ("login");