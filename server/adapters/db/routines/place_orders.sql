-- Places a batch of orders in one transaction (group commit, see InFlightBatcher), each as
-- place_order writes it, and answers one outcome per order, in order: {"id": n}, or the refusal or
-- error that belongs to that order alone ({"sqlstate", "detail", "message"}), whose
-- subtransaction rolled back nothing but that order. An order placed by a request with an
-- Idempotency-Key (its "requestKey") keeps its answer under that key in the same subtransaction,
-- as POST /api/order/create answers it (201, {"orderid":n}): a server that dies between the
-- commit and the reply still leaves the answer for the client's retry.
--
-- Stock is counted here, under the locks of its rows: each order is checked against what the
-- orders before it in the batch left (a shortfall raises SQLSTATE TI001, DETAIL = the item's
-- name), and each product and variant row is written once at the end with what the batch left.
-- One new version of a row per batch rather than per order: a best seller's row, which every
-- order of a busy moment takes from, no longer grows a chain of versions for each of them to walk.
CREATE OR REPLACE FUNCTION place_orders(batch jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  new_id integer;
  take record;
  at integer;
  outcomes jsonb[] := '{}';
  failed_state text;
  failed_detail text;
  failed_message text;
  -- The batch's stock rows, in ascending ids, and what is left of each as the batch goes.
  product_ids integer[];
  products_left integer[];
  variant_ids integer[];
  variants_left integer[];
BEGIN
  -- Every row the batch counts down is locked first, table by table in ascending ids, so batches
  -- of several servers on one database never deadlock; what each holds is read under its lock.
  SELECT coalesce(array_agg(id ORDER BY id), '{}'), coalesce(array_agg(quantity ORDER BY id), '{}') INTO product_ids, products_left
  FROM (
    SELECT id, quantity FROM products WHERE id IN (
      SELECT (t->>'id')::integer FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'productTakes') t
    ) ORDER BY id FOR UPDATE
  ) locked;
  SELECT coalesce(array_agg(id ORDER BY id), '{}'), coalesce(array_agg(quantity ORDER BY id), '{}') INTO variant_ids, variants_left
  FROM (
    SELECT id, quantity FROM product_variants WHERE id IN (
      SELECT (t->>'id')::integer FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'variantTakes') t
    ) ORDER BY id FOR UPDATE
  ) locked;
  PERFORM 1 FROM promo_codes WHERE id IN (SELECT (b->>'promoCodeId')::integer FROM jsonb_array_elements(batch) b) ORDER BY id FOR UPDATE;
  -- The ledgers of the customers who spend store credit, as place_order locks one.
  PERFORM 1 FROM users WHERE id IN (
    SELECT (b->>'userId')::integer FROM jsonb_array_elements(batch) b WHERE coalesce((b->>'storeCredit')::integer, 0) > 0
  ) ORDER BY id FOR NO KEY UPDATE;

  FOR o IN SELECT value FROM jsonb_array_elements(batch) LOOP
    BEGIN
      FOR take IN SELECT * FROM jsonb_to_recordset(o->'productTakes') AS t(id integer, quantity integer, name text) LOOP
        at := array_position(product_ids, take.id);
        IF at IS NULL OR products_left[at] < take.quantity THEN RAISE EXCEPTION 'out_of_stock' USING ERRCODE = 'TI001', DETAIL = take.name; END IF;
      END LOOP;
      FOR take IN SELECT * FROM jsonb_to_recordset(o->'variantTakes') AS t(id integer, quantity integer, name text) LOOP
        at := array_position(variant_ids, take.id);
        IF at IS NULL OR variants_left[at] < take.quantity THEN RAISE EXCEPTION 'out_of_stock' USING ERRCODE = 'TI001', DETAIL = take.name; END IF;
      END LOOP;
      new_id := place_order(o);
      IF jsonb_typeof(o->'requestKey') = 'object' THEN
        UPDATE idempotency_keys SET status = 201, content_type = 'application/json; charset=utf-8', body = '{"orderid":' || new_id || '}'
        WHERE scope = o->'requestKey'->>'scope' AND key = o->'requestKey'->>'key' AND claimed_at = (o->'requestKey'->>'claimedAt')::timestamptz;
      END IF;
      -- Counted down last, once nothing of the order can fail: a variable is not rolled back with a subtransaction.
      FOR take IN SELECT * FROM jsonb_to_recordset(o->'productTakes') AS t(id integer, quantity integer) LOOP
        at := array_position(product_ids, take.id);
        products_left[at] := products_left[at] - take.quantity;
      END LOOP;
      FOR take IN SELECT * FROM jsonb_to_recordset(o->'variantTakes') AS t(id integer, quantity integer) LOOP
        at := array_position(variant_ids, take.id);
        variants_left[at] := variants_left[at] - take.quantity;
      END LOOP;
      outcomes := outcomes || jsonb_build_object('id', new_id);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS failed_state = RETURNED_SQLSTATE, failed_detail = PG_EXCEPTION_DETAIL, failed_message = MESSAGE_TEXT;
      outcomes := outcomes || jsonb_build_object('sqlstate', failed_state, 'detail', failed_detail, 'message', failed_message);
    END;
  END LOOP;

  UPDATE products p SET quantity = s.remaining FROM unnest(product_ids, products_left) AS s(id, remaining) WHERE p.id = s.id AND p.quantity <> s.remaining;
  UPDATE product_variants v SET quantity = s.remaining FROM unnest(variant_ids, variants_left) AS s(id, remaining) WHERE v.id = s.id AND v.quantity <> s.remaining;
  RETURN to_jsonb(outcomes);
END
$$;
