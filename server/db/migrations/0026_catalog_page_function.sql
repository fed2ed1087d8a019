-- A search's page read in one call (ADR 066). PGlite plans every statement it is sent, and
-- planning the page's statement (the accessories count, three joins) took longer than running it;
-- a PL/pgSQL function keeps its plan for the session. The page comes back as one JSON text:
-- PGlite reads each field of a row in JavaScript, one text is parsed at once. The names of the
-- categories, subcategories and brands come as three small maps instead of three joins per row
-- (a quarter of the call). The repository makes product rows of them, with the keys, order and
-- types of its own statement's rows (catalog.repository.ts); a test compares the two for every
-- product. PostgreSQL keeps its prepared statement, which answers sooner there.
CREATE FUNCTION catalog_page(ids int[], include_inactive boolean) RETURNS text
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'rows', coalesce(json_agg(page), '[]'),
      'categories', (SELECT json_object_agg(id, name) FROM categories),
      'subcategories', (SELECT json_object_agg(id, name) FROM subcategories),
      'brands', (SELECT json_object_agg(id, name) FROM brands))::text
    FROM (
      SELECT p.id, p.sku, p.sku_ec, p.name, p.description, p.price_text, p.price::text AS price,
        p.original_price::text AS original_price, p.iva_rate, p.stock_text, p.stock_quantity,
        p.min_stock_level, p.brand_id, p.category_id, p.subcategory_id, p.series, p.weight,
        p.dimensions, p.potencia_kw, p.corriente, p.voltaje, p.frame_size, p.comunicacion,
        p.alimentacion, p.main_image, p.is_active, p.created_at, p.updated_at,
        (SELECT count(*)::int FROM accessories a JOIN products ap ON ap.id = a.accessory_product_id
          WHERE a.main_product_id = p.id AND (ap.is_active OR include_inactive)) AS accessories_count
      FROM products p
      WHERE p.id = ANY(ids)
    ) page
  );
END $$;
