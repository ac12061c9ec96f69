ALTER TABLE "ai_plans" ADD COLUMN "period_label_ar" text;--> statement-breakpoint
ALTER TABLE "dental_trainings" ADD COLUMN "instructors_ar" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications_ar" jsonb;