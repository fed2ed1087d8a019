-- 'Mejor valorados' (issue 22, ADR 036): the catalogue has no ratings, so the order is what
-- customers ask for: in how many quotation requests of the last 90 days each product appears.
-- Counted into this table by an hourly refresh (only rows that changed are written); like every
-- table the catalogue's answers are built from, a change moves the catalogue version, so cached
-- lists, rendered pages and the in-memory search index never mix two different counts.
CREATE TABLE "product_demand" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"quotations" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "catalog_state" ADD COLUMN "demand_refreshed_at" timestamp with time zone;--> statement-breakpoint
CREATE TRIGGER product_demand_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_demand
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
