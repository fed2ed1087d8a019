-- Issue 25 (ADRs 049–051): sections and optional lines on quote versions, the customer's chosen
-- optional lines stored with the acceptance, approval of large discounts before sending, and
-- quote templates (lines without prices, sections, terms).
CREATE TABLE "quote_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_sections_quote_position" ON "quote_sections" USING btree ("quote_id","position");--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "section" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_optional_lines" integer[];--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_requested_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_decided_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_approval_pending" ON "quotes" USING btree ("approval_status") WHERE "approval_status" = 'pending';--> statement-breakpoint
CREATE TABLE "quote_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_time" text,
	"payment_terms" text,
	"notes" text,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_templates_name" ON "quote_templates" USING btree (lower("name"));
