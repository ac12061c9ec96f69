-- Writes one order of a place_orders batch: the order row, its promo use, the store credit it
-- spends and its items, all or nothing. Its stock is not taken here: place_orders holds the locks
-- of the batch's stock rows, checks each order against what the batch left, and writes each row
-- once. Refusals raise SQLSTATE TI002 (promo exhausted), TI003 (promo already used) or TI004 (the
-- store credit balance is short, DETAIL = the balance in piasters); the raise rolls the order back.
CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_id integer;
  placed_at timestamptz := (o->>'placedAt')::timestamptz;
  buyer integer := (o->>'userId')::integer;
  promo integer := (o->>'promoCodeId')::integer;
  once boolean;
  credit integer := coalesce((o->>'storeCredit')::integer, 0);
  balance integer;
BEGIN
  INSERT INTO orders (
    user_id, status, payment_method, subtotal_piasters, shipping_piasters, discount_piasters, total_piasters, promo_code_id,
    shipping_address, shipping_city, shipping_state, shipping_postal_code, shipping_country, shipping_phone, shipping_email,
    shipping_user_first_name, shipping_user_middle_name, shipping_user_last_name, reservation_expires_at, language, store_credit_piasters, created_at, updated_at
  ) VALUES (
    buyer, 'Pending', o->>'paymentMethod', (o->>'subtotal')::integer, (o->>'shipping')::integer, (o->>'discount')::integer,
    (o->>'total')::integer, promo, o->>'address', o->>'city', o->>'state', o->>'postalCode', o->>'country', o->>'phone',
    o->>'email', o->>'firstName', o->>'middleName', o->>'lastName', (o->>'reservationExpiresAt')::timestamptz, o->>'language', credit, placed_at, placed_at
  ) RETURNING id INTO new_id;

  IF promo IS NOT NULL THEN
    UPDATE promo_codes SET used_count = used_count + 1
      WHERE id = promo AND (max_uses IS NULL OR used_count < max_uses)
      RETURNING once_per_user INTO once;
    IF NOT FOUND THEN RAISE EXCEPTION 'promo_exhausted' USING ERRCODE = 'TI002'; END IF;
    -- The update above holds the code's row lock until commit, so this sees every earlier committed use.
    IF once AND buyer IS NOT NULL AND EXISTS (
      SELECT 1 FROM promo_code_uses WHERE promo_code_id = promo AND user_id = buyer AND status IN ('Reserved', 'Used')
    ) THEN
      RAISE EXCEPTION 'promo_already_used' USING ERRCODE = 'TI003';
    END IF;
    INSERT INTO promo_code_uses (promo_code_id, user_id, order_id, status, used_at) VALUES (promo, buyer, new_id, 'Reserved', placed_at);
  END IF;

  IF credit > 0 THEN
    -- The customer's row is the lock of their ledger (place_orders takes it first, with the batch's
    -- other locks): two orders spending the same credit take turns, and the later one reads the
    -- earlier one's spend. NO KEY UPDATE leaves the rows that merely refer to the customer (their
    -- other orders, a refund's credit) free to be written meanwhile.
    PERFORM 1 FROM users WHERE id = buyer FOR NO KEY UPDATE;
    SELECT coalesce(sum(amount_piasters), 0) INTO balance FROM store_credit_entries WHERE user_id = buyer;
    IF balance < credit THEN RAISE EXCEPTION 'store_credit_short' USING ERRCODE = 'TI004', DETAIL = balance::text; END IF;
    INSERT INTO store_credit_entries (user_id, kind, amount_piasters, order_id, created_at) VALUES (buyer, 'spent', -credit, new_id, placed_at);
  END IF;

  INSERT INTO order_items (order_id, kind, product_id, variant_id, sku, training_package_id, product_name, product_name_ar, unit_price_piasters, quantity, product_image)
  SELECT new_id, i.kind, i."catalogId", i."variantId", i.sku, i."trainingPackageId", i.name, i."nameAr", i."unitPrice", i.quantity, i.image
  FROM jsonb_to_recordset(o->'items') AS i(
    kind text, "catalogId" integer, "variantId" integer, sku text, "trainingPackageId" integer, name text, "nameAr" text, "unitPrice" integer, quantity integer, image text
  );
  RETURN new_id;
END
$$;
