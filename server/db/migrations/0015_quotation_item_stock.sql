-- Out of stock, one rule (issue 22, ADR 030): a product at stock 0 can be requested; each line
-- keeps whether it was out of stock when requested, so both mails and the inbox say
-- 'Sin stock — plazo de entrega a confirmar' as it was then.
ALTER TABLE "quotation_items" ADD COLUMN IF NOT EXISTS "out_of_stock" boolean DEFAULT false NOT NULL;
