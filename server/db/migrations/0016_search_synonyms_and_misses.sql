-- Synonyms staff teach the search (ADR 031): one row per group of equivalent phrases.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Searches that found nothing, per day: the query text only (folded spaces, at most 100
-- characters), no address, session or anything else of the visitor.
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE INDEX "search_misses_day" ON "search_misses" USING btree ("day");--> statement-breakpoint
-- A synonym changes what searches find: cached lists, rendered pages and the in-memory index
-- are keyed by the catalogue version, so a change moves it.
CREATE TRIGGER search_synonyms_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
-- A synonym's words join the typo dictionary, so 'invertr' is corrected to 'inverter'.
CREATE OR REPLACE FUNCTION synonyms_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT array_to_string(n.terms, ' ') FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_synonyms_words_insert AFTER INSERT ON search_synonyms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synonyms_search_words();--> statement-breakpoint
CREATE TRIGGER search_synonyms_words_update AFTER UPDATE ON search_synonyms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synonyms_search_words();
