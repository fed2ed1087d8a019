ALTER TABLE "messages" ADD COLUMN "spam_reasons" text[];--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "marked_genuine_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "spam_reasons" text[];--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "marked_genuine_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_ip_created" ON "messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "quotations_ip_created" ON "quotations" USING btree ("ip","created_at");