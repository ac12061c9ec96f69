CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"governorate" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_piasters" integer NOT NULL,
	"shipping_piasters" integer NOT NULL,
	"discount_piasters" integer NOT NULL,
	"total_piasters" integer NOT NULL,
	"vat_included_piasters" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_user_id" integer,
	"courier" text,
	"tracking_number" text,
	"tracking_link" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"user_id" integer,
	"email" text,
	"language" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_one_subscriber" CHECK (("stock_alerts"."user_id" IS NULL) <> ("stock_alerts"."email" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_unique" ON "stock_alerts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_pending_user_unique" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", 0),"user_id") WHERE "stock_alerts"."user_id" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_pending_email_unique" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", 0),lower("email")) WHERE "stock_alerts"."user_id" IS NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_pending_product_idx" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");
--> statement-breakpoint
-- hand-written:
-- Search suggestions rank names by trigram word similarity (pg_trgm, in PostgreSQL's contrib; PGlite is given it when opened).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_ar_trgm_idx" ON "products" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subcategories_name_trgm_idx" ON "subcategories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subcategories_name_ar_trgm_idx" ON "subcategories" USING gin ("name_ar" gin_trgm_ops);

--> statement-breakpoint
-- Orders placed before order_events existed get their history from what was recorded: every
-- back-office status change is in the audit log with its time and its staff member...
INSERT INTO "order_events" ("order_id", "status", "actor_user_id", "created_at")
SELECT "orders"."id", "audit_log"."details"->>'to', "audit_log"."actor_user_id", "audit_log"."created_at"
FROM "audit_log" JOIN "orders" ON "orders"."id"::text = "audit_log"."entity_id"
WHERE "audit_log"."entity" = 'order' AND "audit_log"."action" = 'status' AND "audit_log"."details"->>'to' IS NOT NULL;
--> statement-breakpoint
-- ...and a change no audit entry records (a payment or a confirmation accepted the order, a hold
-- ran out) shows as the order's present status at its last update.
INSERT INTO "order_events" ("order_id", "status", "created_at")
SELECT "orders"."id", "orders"."status", "orders"."updated_at"
FROM "orders"
WHERE "orders"."status" <> 'Pending'
  AND NOT EXISTS (SELECT 1 FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."status" = "orders"."status");
