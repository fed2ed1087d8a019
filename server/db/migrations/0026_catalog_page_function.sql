-- A search's page read in one call (ADR 066). PGlite plans every statement it is sent, and
-- planning this one (three joins and the accessories count) took longer than running it; a
-- PL/pgSQL function keeps its plan for the session. The page comes back as one JSON text: PGlite
-- reads each field of a row in JavaScript, one text is parsed at once. The keys, their order and
-- their types are those of the repository's product rows (catalog.repository.ts); a test compares
-- the two for every product. PostgreSQL keeps its prepared statement, which answers sooner there.
CREATE FUNCTION catalog_page(ids int[], include_inactive boolean) RETURNS text
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'id', p.id, 'sku', p.sku, 'sku_ec', p.sku_ec, 'name', p.name, 'description', p.description,
      'price_text', p.price_text, 'price', p.price::text, 'original_price', p.original_price::text,
      'iva_rate', p.iva_rate, 'stock_text', p.stock_text, 'stock_quantity', p.stock_quantity,
      'min_stock_level', p.min_stock_level, 'brand_id', p.brand_id, 'category_id', p.category_id,
      'subcategory_id', p.subcategory_id, 'series', p.series, 'weight', p.weight,
      'dimensions', p.dimensions, 'potencia_kw', p.potencia_kw, 'corriente', p.corriente,
      'voltaje', p.voltaje, 'frame_size', p.frame_size, 'comunicacion', p.comunicacion,
      'alimentacion', p.alimentacion, 'main_image', p.main_image, 'is_active', p.is_active,
      'created_at', p.created_at, 'updated_at', p.updated_at,
      'category', CASE WHEN c.id IS NOT NULL THEN json_build_object('id', c.id, 'name', c.name) END,
      'subcategory', CASE WHEN s.id IS NOT NULL THEN json_build_object('id', s.id, 'name', s.name) END,
      'brand', CASE WHEN b.id IS NOT NULL THEN json_build_object('id', b.id, 'name', b.name) END,
      'accessories_count', (
        SELECT count(*)::int FROM accessories a JOIN products ap ON ap.id = a.accessory_product_id
        WHERE a.main_product_id = p.id AND (ap.is_active OR include_inactive))
    ) ORDER BY u.n), '[]')::text
    FROM unnest(ids) WITH ORDINALITY AS u(id, n)
    JOIN products p ON p.id = u.id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN subcategories s ON s.id = p.subcategory_id
    LEFT JOIN brands b ON b.id = p.brand_id
  );
END $$;
