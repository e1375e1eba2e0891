CREATE TABLE "order_guide_choice" (
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"choice" text NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_guide_choice_partner_id_product_id_pk" PRIMARY KEY("partner_id","product_id"),
	CONSTRAINT "order_guide_choice_check" CHECK ("order_guide_choice"."choice" in ('pinned', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "order_guide_choice" ADD CONSTRAINT "order_guide_choice_partner_id_res_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."res_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_choice" ADD CONSTRAINT "order_guide_choice_product_id_product_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_choice" ADD CONSTRAINT "order_guide_choice_user_id_res_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."res_users"("id") ON DELETE no action ON UPDATE no action;