CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_ends_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_attempts" CHECK ("background_jobs"."attempts" >= 0 AND "background_jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"client_secret" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"checkout" jsonb NOT NULL,
	"transactions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_redirect_url" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "background_jobs_lease_idx" ON "background_jobs" USING btree ("state","lease_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkouts_gateway_order_idx" ON "sandbox_checkouts" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_expires_idx" ON "sandbox_checkouts" USING btree ("expires_at");--> statement-breakpoint
-- Scans accepted before processing became a job in this table get their job, so they finish (or are refunded) as every other scan does.
INSERT INTO "background_jobs" ("kind", "payload", "max_attempts", "run_at")
SELECT 'scan', jsonb_build_object('jobId', "id", 'userId', "user_id", 'fileName', "file_name", 'storedPath', "stored_path", 'sizeBytes', "size_bytes", 'format', "format"), 5, now()
FROM "scan_jobs" WHERE "status" IN ('Queued', 'Processing') ORDER BY "id";
