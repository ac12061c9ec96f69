-- Scans were listed, mailed and sent under the names they came with, which clinics' exports often make of the patient's name and ID: each takes its neutral name (scan-<number> and the extension of its format), as new scans do (issue 30).
UPDATE "scan_jobs" SET "file_name" = 'scan-' || "id" || CASE
  WHEN lower("file_name") LIKE '%.nii.gz' THEN '.nii.gz'
  WHEN lower("file_name") LIKE '%.nii' THEN '.nii'
  WHEN lower("file_name") LIKE '%.dcm' THEN '.dcm'
  WHEN lower("file_name") LIKE '%.nrrd' THEN '.nrrd'
  WHEN lower("file_name") LIKE '%.zip' THEN '.zip'
  ELSE ''
END;
--> statement-breakpoint
UPDATE "scan_uploads" SET "file_name" = 'scan' || CASE
  WHEN lower("file_name") LIKE '%.nii.gz' THEN '.nii.gz'
  WHEN lower("file_name") LIKE '%.nii' THEN '.nii'
  WHEN lower("file_name") LIKE '%.dcm' THEN '.dcm'
  WHEN lower("file_name") LIKE '%.nrrd' THEN '.nrrd'
  WHEN lower("file_name") LIKE '%.zip' THEN '.zip'
  ELSE ''
END;
--> statement-breakpoint
-- A scan job still waiting, running or failed in the queue carries the name too (the back office's Background jobs shows it).
UPDATE "background_jobs" SET "payload" = jsonb_set("payload", '{fileName}', to_jsonb("scan_jobs"."file_name"))
FROM "scan_jobs"
WHERE "background_jobs"."kind" = 'scan' AND "background_jobs"."payload" ? 'fileName' AND ("background_jobs"."payload"->>'jobId')::int = "scan_jobs"."id";
