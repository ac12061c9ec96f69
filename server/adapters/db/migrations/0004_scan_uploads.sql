CREATE TABLE "scan_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"length" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"job_id" integer
);
--> statement-breakpoint
ALTER TABLE "scan_uploads" ADD CONSTRAINT "scan_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_uploads" ADD CONSTRAINT "scan_uploads_job_id_scan_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scan_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_uploads_job_unique" ON "scan_uploads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "scan_uploads_user_idx" ON "scan_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scan_uploads_unfinished_expiry_idx" ON "scan_uploads" USING btree ("expires_at") WHERE "scan_uploads"."job_id" IS NULL;