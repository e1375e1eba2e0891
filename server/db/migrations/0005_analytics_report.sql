CREATE TABLE "sale_report_line" (
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 1) NOT NULL,
	"spend" bigint NOT NULL,
	"saved" bigint NOT NULL,
	"missed" bigint NOT NULL,
	CONSTRAINT "sale_report_line_partner_id_month_product_id_pk" PRIMARY KEY("partner_id","month","product_id")
);
--> statement-breakpoint
CREATE TABLE "sale_report_order" (
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"orders" integer NOT NULL,
	"spend" bigint NOT NULL,
	CONSTRAINT "sale_report_order_partner_id_month_pk" PRIMARY KEY("partner_id","month")
);
--> statement-breakpoint
CREATE FUNCTION sale_report_month(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'America/Santiago')::date
$$;
--> statement-breakpoint
CREATE FUNCTION sale_report_add_line(p_partner integer, p_month date, p_product integer, p_qty numeric, p_unit integer, p_cxti integer, p_subtotal integer, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  difference bigint := round(greatest(p_unit - p_cxti, 0) * p_qty * 1.19);
  at_club_price boolean := p_cxti > 0 AND p_subtotal < round(p_unit * p_qty);
BEGIN
  INSERT INTO sale_report_line AS r (partner_id, month, product_id, quantity, spend, saved, missed)
  VALUES (
    p_partner, p_month, p_product, p_sign * p_qty, p_sign * round(p_subtotal * 1.19),
    CASE WHEN at_club_price THEN p_sign * difference ELSE 0 END,
    CASE WHEN p_cxti > 0 AND NOT at_club_price THEN p_sign * difference ELSE 0 END
  )
  ON CONFLICT (partner_id, month, product_id) DO UPDATE SET
    quantity = r.quantity + excluded.quantity,
    spend = r.spend + excluded.spend,
    saved = r.saved + excluded.saved,
    missed = r.missed + excluded.missed;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sale_report_add_order(o sale_order, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := sale_report_month(o.date_order);
  l sale_order_line;
BEGIN
  IF o.state NOT IN ('sale', 'done') THEN RETURN; END IF;
  INSERT INTO sale_report_order AS r (partner_id, month, orders, spend)
  VALUES (o.partner_id, m, p_sign, p_sign * o.amount_total)
  ON CONFLICT (partner_id, month) DO UPDATE SET orders = r.orders + excluded.orders, spend = r.spend + excluded.spend;
  FOR l IN SELECT * FROM sale_order_line WHERE order_id = o.id LOOP
    PERFORM sale_report_add_line(o.partner_id, m, l.product_id, l.product_uom_qty, l.price_unit, l.cxti_price, l.price_subtotal, p_sign);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sale_report_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sale_report_add_order(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sale_report_add_order(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_report_order_changed AFTER INSERT OR DELETE OR UPDATE OF state, amount_total, date_order, partner_id ON sale_order
FOR EACH ROW EXECUTE FUNCTION sale_report_order_changed();
--> statement-breakpoint
CREATE FUNCTION sale_report_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o sale_order;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO o FROM sale_order WHERE id = OLD.order_id;
    IF FOUND AND o.state IN ('sale', 'done') THEN
      PERFORM sale_report_add_line(o.partner_id, sale_report_month(o.date_order), OLD.product_id, OLD.product_uom_qty, OLD.price_unit, OLD.cxti_price, OLD.price_subtotal, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO o FROM sale_order WHERE id = NEW.order_id;
    IF FOUND AND o.state IN ('sale', 'done') THEN
      PERFORM sale_report_add_line(o.partner_id, sale_report_month(o.date_order), NEW.product_id, NEW.product_uom_qty, NEW.price_unit, NEW.cxti_price, NEW.price_subtotal, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_report_line_changed AFTER INSERT OR DELETE OR UPDATE ON sale_order_line
FOR EACH ROW EXECUTE FUNCTION sale_report_line_changed();
--> statement-breakpoint
INSERT INTO sale_report_order (partner_id, month, orders, spend)
SELECT partner_id, sale_report_month(date_order), count(*), sum(amount_total)
FROM sale_order WHERE state IN ('sale', 'done') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO sale_report_line (partner_id, month, product_id, quantity, spend, saved, missed)
SELECT o.partner_id, sale_report_month(o.date_order), l.product_id, sum(l.product_uom_qty), sum(round(l.price_subtotal * 1.19)),
  coalesce(sum(round(greatest(l.price_unit - l.cxti_price, 0) * l.product_uom_qty * 1.19))
    FILTER (WHERE l.cxti_price > 0 AND l.price_subtotal < round(l.price_unit * l.product_uom_qty)), 0),
  coalesce(sum(round(greatest(l.price_unit - l.cxti_price, 0) * l.product_uom_qty * 1.19))
    FILTER (WHERE l.cxti_price > 0 AND NOT l.price_subtotal < round(l.price_unit * l.product_uom_qty)), 0)
FROM sale_order o JOIN sale_order_line l ON l.order_id = o.id
WHERE o.state IN ('sale', 'done') GROUP BY 1, 2, 3;
