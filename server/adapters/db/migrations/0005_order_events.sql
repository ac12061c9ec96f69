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
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
-- hand-written:
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
