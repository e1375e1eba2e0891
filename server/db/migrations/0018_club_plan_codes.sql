ALTER TABLE "club_plan" ADD COLUMN "code" text;--> statement-breakpoint
-- The plans and benefits seeded before this migration get the codes the seed now writes
-- (server/db/seed/club.ts): the portal words a code in the reader's language, the Spanish stays for e-mails.
UPDATE "club_plan" SET "code" = CASE "months" WHEN 12 THEN 'annual' WHEN 1 THEN 'monthly' ELSE 'plan_' || "id" END;--> statement-breakpoint
UPDATE "club_plan" SET "benefits" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'code', CASE
      WHEN benefit.text LIKE 'Precio Club CXTI en dos tercios del catálogo%' THEN 'club_price'
      WHEN benefit.text LIKE 'Despacho gratis desde%' THEN 'free_delivery'
      WHEN benefit.text LIKE 'Acceso anticipado a las compras en equipo%' THEN 'early_team_purchase'
      WHEN benefit.text LIKE 'Ejecutivo comercial dedicado%' THEN 'account_manager'
      WHEN benefit.text LIKE 'Dos meses de regalo%' THEN 'two_months_free'
      WHEN benefit.text LIKE 'Sin permanencia%' THEN 'no_commitment'
      ELSE 'benefit_' || benefit.position
    END,
    'text', benefit.text
  ) ORDER BY benefit.position), '[]'::jsonb)
  FROM jsonb_array_elements_text("club_plan"."benefits") WITH ORDINALITY AS benefit(text, position)
);--> statement-breakpoint
ALTER TABLE "club_plan" ALTER COLUMN "code" SET NOT NULL;
