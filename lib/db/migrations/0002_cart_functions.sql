-- Cart changes as database functions (ADR 0012, "One round trip per cart change"): the
-- embedded store's hottest path is one statement, so the cart lock, the owner check, the stock
-- check and the upsert run inside the database with cached plans instead of a dozen round
-- trips. Errors are raised (the whole change rolls back) with our own SQLSTATEs, which
-- lib/commerce/embedded/cart-sql.ts maps to QuantityExceedsError and CommerceInputError:
--   LU409 quantity above the stock left (DETAIL: {"sku": ..., "available": ...})
--   LU400 a line the store cannot sell (unknown product, variant not named, not sold here)

-- The cart row and its lines priced for the country, in the order they were added; a line whose
-- product left the country's catalogue is not shown (as loadPricedVariants does).
CREATE FUNCTION cart_view(p_cart uuid, p_region text) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'cart', to_jsonb(c),
      'items', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'id', ci.id, 'quantity', ci.quantity,
          'productId', p.id, 'variantId', v.id, 'sku', v.sku, 'productSku', p.sku,
          'nameEn', p.name_en, 'nameAr', p.name_ar, 'slug', p.slug,
          'optionName', v.option_name, 'optionValue', v.option_value,
          'currency', rp.currency, 'basePrice', rp.price, 'price', coalesce(rp.sale_price, rp.price),
          'available', coalesce(inv.available_to_sell, 0),
          'imageUrl', (SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id AND pi.position = 0 LIMIT 1)
        ) ORDER BY ci.created_at, ci.id)
        FROM cart_items ci
        JOIN product_variants v ON v.id = ci.variant_id
        JOIN products p ON p.id = v.product_id
        JOIN region_products rp ON rp.product_id = p.id AND rp.region = p_region AND rp.visible
        LEFT JOIN inventory inv ON inv.variant_id = v.id AND inv.region = p_region
        WHERE ci.cart_id = c.id
      ), '[]'::jsonb))
    FROM carts c
    WHERE c.id = p_cart AND c.region = p_region
  );
END $$;
--> statement-breakpoint

-- Locks the cart row for the rest of the transaction and checks who asks: a guest cart
-- (customer 0) answers to whoever holds its id, a customer's only to that customer (mayAct in
-- lib/session.ts). Returns 'ok', 'not-found' or 'forbidden'.
CREATE FUNCTION cart_lock(p_cart uuid, p_region text, p_actor integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_owner integer;
BEGIN
  SELECT customer_id INTO v_owner FROM carts WHERE id = p_cart AND region = p_region FOR UPDATE;
  IF NOT FOUND THEN RETURN 'not-found'; END IF;
  IF v_owner <> 0 AND v_owner IS DISTINCT FROM p_actor THEN RETURN 'forbidden'; END IF;
  RETURN 'ok';
END $$;
--> statement-breakpoint

-- Sets (mode 'set') or adds to (mode 'add') one variant's line of a locked cart, refusing any
-- quantity above the country's stock left.
CREATE FUNCTION cart_put_line(p_cart uuid, p_region text, p_variant integer, p_quantity integer, p_mode text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sku text;
  v_product integer;
  v_stock integer;
  v_current integer;
  v_quantity integer;
BEGIN
  SELECT v.sku, v.product_id, coalesce(inv.available_to_sell, 0) INTO v_sku, v_product, v_stock
    FROM product_variants v
    JOIN region_products rp ON rp.product_id = v.product_id AND rp.region = p_region AND rp.visible
    LEFT JOIN inventory inv ON inv.variant_id = v.id AND inv.region = p_region
   WHERE v.id = p_variant;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LU400', MESSAGE = format('Variant %s is not sold in this store', p_variant);
  END IF;
  SELECT quantity INTO v_current FROM cart_items WHERE cart_id = p_cart AND variant_id = p_variant;
  v_quantity := CASE WHEN p_mode = 'add' THEN coalesce(v_current, 0) + p_quantity ELSE p_quantity END;
  IF v_quantity > v_stock THEN
    RAISE EXCEPTION USING ERRCODE = 'LU409',
      MESSAGE = format('Only %s of %s left in stock', v_stock, v_sku),
      DETAIL = jsonb_build_object('sku', v_sku, 'available', v_stock)::text;
  END IF;
  INSERT INTO cart_items (id, cart_id, product_id, variant_id, quantity)
  VALUES (gen_random_uuid(), p_cart, v_product, p_variant, v_quantity)
  ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity;
END $$;
--> statement-breakpoint

-- After a change: a cart left without lines is deleted (as hosted carts are) and reported
-- 'emptied'; otherwise it is touched (and takes the shopper's locale when given) and shown.
CREATE FUNCTION cart_settle(p_cart uuid, p_region text, p_locale text) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = p_cart) THEN
    DELETE FROM carts WHERE id = p_cart;
    RETURN jsonb_build_object('status', 'emptied');
  END IF;
  UPDATE carts SET updated_at = now(), locale = coalesce(p_locale, locale) WHERE id = p_cart;
  RETURN jsonb_build_object('status', 'ok', 'view', cart_view(p_cart, p_region));
END $$;
--> statement-breakpoint

-- Adds lines ([{product_id, variant_id?, quantity}]) to a cart. A line naming only a product
-- takes its single variant; a product with several (ring sizes) must name one.
CREATE FUNCTION cart_add_lines(p_cart uuid, p_region text, p_actor integer, p_lines jsonb, p_locale text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_access text;
  v_line record;
  v_variant integer;
  v_count integer;
BEGIN
  v_access := cart_lock(p_cart, p_region, p_actor);
  IF v_access = 'not-found' THEN RETURN jsonb_build_object('status', 'not-found', 'what', 'cart'); END IF;
  IF v_access = 'forbidden' THEN RETURN jsonb_build_object('status', 'forbidden'); END IF;
  FOR v_line IN
    SELECT (l->>'product_id')::integer AS product_id, (l->>'variant_id')::integer AS variant_id, (l->>'quantity')::integer AS quantity
      FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS x(l, n) ORDER BY n
  LOOP
    v_variant := v_line.variant_id;
    IF v_variant IS NULL THEN
      SELECT count(*), min(id) INTO v_count, v_variant FROM product_variants WHERE product_id = v_line.product_id;
      IF v_count = 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'LU400', MESSAGE = format('Product %s does not exist', v_line.product_id);
      ELSIF v_count > 1 THEN
        RAISE EXCEPTION USING ERRCODE = 'LU400', MESSAGE = format('Product %s has options: name the variant_id (e.g. the ring size)', v_line.product_id);
      END IF;
    END IF;
    PERFORM cart_put_line(p_cart, p_region, v_variant, v_line.quantity, 'add');
  END LOOP;
  RETURN cart_settle(p_cart, p_region, p_locale);
END $$;
--> statement-breakpoint

-- Sets one line's quantity; 0 removes the line (and the cart, when it was the last one).
CREATE FUNCTION cart_set_line(p_cart uuid, p_region text, p_actor integer, p_item uuid, p_quantity integer, p_locale text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_access text;
  v_variant integer;
BEGIN
  v_access := cart_lock(p_cart, p_region, p_actor);
  IF v_access = 'not-found' THEN RETURN jsonb_build_object('status', 'not-found', 'what', 'cart'); END IF;
  IF v_access = 'forbidden' THEN RETURN jsonb_build_object('status', 'forbidden'); END IF;
  SELECT variant_id INTO v_variant FROM cart_items WHERE id = p_item AND cart_id = p_cart;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'not-found', 'what', 'item'); END IF;
  IF p_quantity = 0 THEN
    DELETE FROM cart_items WHERE id = p_item;
  ELSE
    PERFORM cart_put_line(p_cart, p_region, v_variant, p_quantity, 'set');
  END IF;
  RETURN cart_settle(p_cart, p_region, p_locale);
END $$;
