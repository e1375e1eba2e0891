ALTER TABLE "product_product" ADD COLUMN "qty_step" numeric(8, 1) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_product" ADD COLUMN "qty_min" numeric(8, 1) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_product" ADD CONSTRAINT "product_product_qty_rule_check" CHECK ("product_product"."qty_step" > 0 and "product_product"."qty_min" >= "product_product"."qty_step" and mod("product_product"."qty_min", "product_product"."qty_step") = 0);--> statement-breakpoint
-- The demo catalogue seeded before this migration gets the rules the seed now writes
-- (server/db/seed/quantity-rules.ts; tests/server/quantity-rules.test.ts holds the two alike).
-- A weighed piece ("Pieza al vacío aprox. 2,5 kg"): by the half kilo, at least the piece's weight.
UPDATE "product_product" SET "qty_step" = 0.5, "qty_min" = greatest(0.5, floor(replace(substring("pack_size" from 'aprox\. ([0-9]+(?:,[0-9])?) kg'), ',', '.')::numeric * 2) / 2) WHERE "uom" = 'kg' AND "pack_size" ~ 'aprox\. [0-9]+(,[0-9])? kg$';--> statement-breakpoint
-- A box, sack or bag of N kg sold by the kilo: whole boxes, so multiples of N.
UPDATE "product_product" SET "qty_step" = replace(substring("pack_size" from '^[^ ]+ ([0-9]+(?:,[0-9])?) kg$'), ',', '.')::numeric, "qty_min" = replace(substring("pack_size" from '^[^ ]+ ([0-9]+(?:,[0-9])?) kg$'), ',', '.')::numeric WHERE "uom" = 'kg' AND "pack_size" ~ '^[^ ]+ [0-9]+(,[0-9])? kg$';--> statement-breakpoint
-- A case of N one-litre cartons sold by the litre, or a pail of N litres: multiples of N.
UPDATE "product_product" SET "qty_step" = substring("pack_size" from '^Caja ([0-9]+) x 1 L$')::numeric, "qty_min" = substring("pack_size" from '^Caja ([0-9]+) x 1 L$')::numeric WHERE "uom" = 'lt' AND "pack_size" ~ '^Caja [0-9]+ x 1 L$';--> statement-breakpoint
UPDATE "product_product" SET "qty_step" = replace(substring("pack_size" from '^[^ ]+ ([0-9]+(?:,[0-9])?) L$'), ',', '.')::numeric, "qty_min" = replace(substring("pack_size" from '^[^ ]+ ([0-9]+(?:,[0-9])?) L$'), ',', '.')::numeric WHERE "uom" = 'lt' AND "pack_size" ~ '^[^ ]+ [0-9]+(,[0-9])? L$';
