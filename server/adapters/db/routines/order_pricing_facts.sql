-- Everything the prices of a batch of orders depend on, as the database holds it now, in one
-- call: the shipping fees once, and for each request, in order, the active products, variants,
-- plans and trainings (with packages) its cart names, with what their lines are named by in both languages, its promo and whether its buyer used it, and
-- whether the buyer exists. A routine rather than an ad hoc query because PL/pgSQL keeps each
-- statement's plan for the session: planning these subqueries anew for every order cost more
-- than running them on the embedded database.
CREATE OR REPLACE FUNCTION order_pricing_facts(requests jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  request jsonb;
  promo integer;
  buyer integer;
  facts jsonb[] := '{}';
BEGIN
  FOR request IN SELECT value FROM jsonb_array_elements(requests) LOOP
    promo := coalesce((request->>'promoCodeId')::integer, 0);
    buyer := coalesce((request->>'userId')::integer, 0);
    facts := facts || jsonb_build_object(
      'products', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', p.id, 'name', p.name, 'nameAr', p.name_ar, 'price', p.price_piasters, 'discount', p.discount_piasters, 'isVariant', p.is_variant, 'image', p.logo_url)), '[]')
        FROM products p
        WHERE p.id IN (SELECT jsonb_array_elements_text(request->'productIds')::integer) AND p.is_active),
      'variants', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', v.id, 'productId', v.product_id, 'sku', v.sku, 'side', v.side, 'size', v.size, 'option', v.variable_option)), '[]')
        FROM product_variants v
        WHERE v.sku IN (SELECT jsonb_array_elements_text(request->'skus'))),
      'plans', (
        SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'nameAr', a.name_ar, 'price', a.price_piasters)), '[]')
        FROM ai_plans a
        WHERE a.id IN (SELECT jsonb_array_elements_text(request->'planIds')::integer) AND a.is_active),
      'trainings', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', t.id, 'title', t.title, 'titleAr', t.title_ar, 'image', t.image_url,
          'packages', (
            SELECT coalesce(jsonb_agg(jsonb_build_object('id', k.id, 'name', k.name, 'nameAr', k.name_ar, 'price', k.price_piasters) ORDER BY k.id), '[]')
            FROM training_packages k WHERE k.training_id = t.id))), '[]')
        FROM dental_trainings t
        WHERE t.id IN (SELECT jsonb_array_elements_text(request->'trainingIds')::integer) AND t.is_active),
      'promo', (
        SELECT jsonb_build_object(
          'id', c.id, 'code', c.code, 'kind', c.kind, 'value', c.value, 'isActive', c.is_active, 'startsAt', c.starts_at,
          'endsAt', c.ends_at, 'maxUses', c.max_uses, 'usedCount', c.used_count, 'oncePerUser', c.once_per_user,
          'minimumOrderPiasters', c.minimum_order_piasters)
        FROM promo_codes c WHERE c.id = promo),
      'promoUsedByUser', EXISTS (
        SELECT 1 FROM promo_code_uses u WHERE u.promo_code_id = promo AND u.user_id = buyer AND u.status IN ('Reserved', 'Used')),
      'userExists', EXISTS (SELECT 1 FROM users WHERE id = buyer)
    );
  END LOOP;
  RETURN jsonb_build_object(
    'fees', (SELECT coalesce(jsonb_agg(jsonb_build_object('name', f.governorate_name, 'fee', f.fee_piasters)), '[]') FROM shipping_fees f),
    'requests', to_jsonb(facts)
  );
END
$$;
