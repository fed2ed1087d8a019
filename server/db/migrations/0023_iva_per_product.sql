-- IVA per product (issue 25, ADR 045). A product may carry its own rate (0 %, 5 % …); null means
-- the general rate in force (IVA_RATE) when a quote line is made, so a decree reaches it. Rates are
-- percentages with up to two decimals; a quote line keeps the rate it was made with, so every
-- version sent stays as it was.
ALTER TABLE "products" ADD COLUMN "iva_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_iva_rate_range" CHECK ("products"."iva_rate" >= 0 AND "products"."iva_rate" <= 100);--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "iva_rate" SET DATA TYPE numeric(5, 2);
