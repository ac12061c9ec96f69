ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
-- hand-written:
-- Search suggestions rank names by trigram word similarity (pg_trgm, in PostgreSQL's contrib; PGlite is given it when opened).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_ar_trgm_idx" ON "products" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subcategories_name_trgm_idx" ON "subcategories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subcategories_name_ar_trgm_idx" ON "subcategories" USING gin ("name_ar" gin_trgm_ops);
