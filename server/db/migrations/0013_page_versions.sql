-- A product page shows its features, applications and documents too: rendered pages are reused
-- until the catalogue version moves (ADR 025), so changing any of them must move it.
CREATE TRIGGER product_features_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_features
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER applications_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_applications_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_applications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_documents_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
