-- Issue 22: forms are counted by the key of the organization's own form, not in five columns named
-- after SPEC's lab categories. A submission keeps the key of the form it was sent with.
ALTER TABLE "submitted_forms" ADD COLUMN "form_key" text;--> statement-breakpoint
UPDATE "submitted_forms"
SET "form_key" = trim(both '_' from regexp_replace(lower("category"), '[^a-z0-9]+', '_', 'g'));--> statement-breakpoint
ALTER TABLE "submitted_forms" ALTER COLUMN "form_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_hours" ADD COLUMN "forms" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "activity_hours"
SET "forms" = jsonb_strip_nulls(jsonb_build_object(
  'appointments', nullif("appointments", 0),
  'home_collection', nullif("home_collection", 0),
  'complaints_feedback', nullif("complaints_feedback", 0),
  'general_inquiry', nullif("general_inquiry", 0),
  'test_report', nullif("test_report", 0)));--> statement-breakpoint
ALTER TABLE "activity_hours" DROP COLUMN "appointments";--> statement-breakpoint
ALTER TABLE "activity_hours" DROP COLUMN "home_collection";--> statement-breakpoint
ALTER TABLE "activity_hours" DROP COLUMN "complaints_feedback";--> statement-breakpoint
ALTER TABLE "activity_hours" DROP COLUMN "general_inquiry";--> statement-breakpoint
ALTER TABLE "activity_hours" DROP COLUMN "test_report";
