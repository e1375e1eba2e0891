CREATE TABLE "res_users_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "res_users_invitation_role_check" CHECK ("res_users_invitation"."role" in ('admin', 'comprador', 'finanzas'))
);
--> statement-breakpoint
ALTER TABLE "res_users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "res_users_invitation" ADD CONSTRAINT "res_users_invitation_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_users_invitation" ADD CONSTRAINT "res_users_invitation_invited_by_res_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "res_users_invitation_token_idx" ON "res_users_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "res_users_invitation_partner_idx" ON "res_users_invitation" USING btree ("partner_id","created_at");