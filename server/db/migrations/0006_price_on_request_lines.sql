ALTER TABLE "quotation_items" ALTER COLUMN "unit_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "line_total" DROP NOT NULL;--> statement-breakpoint
-- Lines stored before this migration marked "price on request" with 0.00 (ADR 003).
UPDATE "quotation_items" SET "unit_price" = NULL, "line_total" = NULL WHERE "unit_price" = 0;
