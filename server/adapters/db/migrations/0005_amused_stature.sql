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
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_unique" ON "stock_alerts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_pending_user_unique" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", 0),"user_id") WHERE "stock_alerts"."user_id" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_pending_email_unique" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", 0),lower("email")) WHERE "stock_alerts"."user_id" IS NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_pending_product_idx" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");