ALTER TABLE "ai_plans" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "ai_plans" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "dental_trainings" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "dental_trainings" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "dental_trainings" ADD COLUMN "location_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_ar" jsonb;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "training_packages" ADD COLUMN "name_ar" text;