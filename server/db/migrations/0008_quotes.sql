CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"sku" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2),
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"iva_rate" integer NOT NULL,
	"line_total" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"version" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"valid_until" date NOT NULL,
	"delivery_time" text,
	"payment_terms" text,
	"notes" text,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"accepted_by" text,
	"purchase_order" text,
	"rejected_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "ruc" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_messages_quotation" ON "quote_messages" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_messages_unread" ON "quote_messages" USING btree ("author","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_quotation_version" ON "quotes" USING btree ("quotation_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_draft" ON "quotes" USING btree ("quotation_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "quotes_status_valid" ON "quotes" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "quotes_sent" ON "quotes" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_status_token" ON "quotations" USING btree ("status_token");--> statement-breakpoint
-- Requests sent before this migration get their status link too (two UUIDs: 244 random bits).
UPDATE "quotations" SET "status_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "status_token" IS NULL;
