-- The identification type of a request's customer (issue 25): ruc | cedula | pasaporte |
-- consumidor_final. Requests stored before it had only RUCs (13 digits) and cédulas (10), each
-- checked by its rule, so the length tells which.
ALTER TABLE "quotations" ADD COLUMN "id_type" text;--> statement-breakpoint
UPDATE "quotations" SET "id_type" = CASE length("ruc") WHEN 13 THEN 'ruc' WHEN 10 THEN 'cedula' END
  WHERE "ruc" IS NOT NULL;--> statement-breakpoint
-- Each quote version's own customer block (issue 22): staff edit it on the draft, a sent version
-- keeps it as it was. Versions sent before printed the request's data, which is what they get.
ALTER TABLE "quotes" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_company" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_id_type" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_id_number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_attention" text;--> statement-breakpoint
UPDATE "quotes" q SET
  "customer_name" = l."name",
  "customer_company" = l."company",
  "customer_id_type" = l."id_type",
  "customer_id_number" = l."ruc"
  FROM "quotations" l WHERE l."id" = q."quotation_id";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "customer_name" SET NOT NULL;
