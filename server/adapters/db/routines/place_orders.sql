-- Places a batch of orders in one transaction (group commit, see InFlightBatcher), each as
-- place_order does it, and answers one outcome per order, in order: {"id": n}, or the refusal or
-- error that belongs to that order alone ({"sqlstate", "detail", "message"}), whose
-- subtransaction rolled back nothing but that order. An order placed by a request with an
-- Idempotency-Key (its "requestKey") keeps its answer under that key in the same subtransaction,
-- as POST /api/order/create answers it (201, {"orderid":n}): a server that dies between the
-- commit and the reply still leaves the answer for the client's retry.
CREATE OR REPLACE FUNCTION place_orders(batch jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  new_id integer;
  outcomes jsonb[] := '{}';
  failed_state text;
  failed_detail text;
  failed_message text;
BEGIN
  -- Every row the batch counts down is locked first, table by table in ascending ids, as
  -- place_order locks one order's rows: batches of several servers on one database never deadlock.
  PERFORM 1 FROM products WHERE id IN (
    SELECT (t->>'id')::integer FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'productTakes') t
  ) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM product_variants WHERE id IN (
    SELECT (t->>'id')::integer FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'variantTakes') t
  ) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM promo_codes WHERE id IN (SELECT (b->>'promoCodeId')::integer FROM jsonb_array_elements(batch) b) ORDER BY id FOR UPDATE;
  -- The ledgers of the customers who spend store credit, as place_order locks one.
  PERFORM 1 FROM users WHERE id IN (
    SELECT (b->>'userId')::integer FROM jsonb_array_elements(batch) b WHERE coalesce((b->>'storeCredit')::integer, 0) > 0
  ) ORDER BY id FOR NO KEY UPDATE;

  FOR o IN SELECT value FROM jsonb_array_elements(batch) LOOP
    BEGIN
      new_id := place_order(o);
      IF jsonb_typeof(o->'requestKey') = 'object' THEN
        UPDATE idempotency_keys SET status = 201, content_type = 'application/json; charset=utf-8', body = '{"orderid":' || new_id || '}'
        WHERE scope = o->'requestKey'->>'scope' AND key = o->'requestKey'->>'key' AND claimed_at = (o->'requestKey'->>'claimedAt')::timestamptz;
      END IF;
      outcomes := outcomes || jsonb_build_object('id', new_id);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS failed_state = RETURNED_SQLSTATE, failed_detail = PG_EXCEPTION_DETAIL, failed_message = MESSAGE_TEXT;
      outcomes := outcomes || jsonb_build_object('sqlstate', failed_state, 'detail', failed_detail, 'message', failed_message);
    END;
  END LOOP;
  RETURN to_jsonb(outcomes);
END
$$;
