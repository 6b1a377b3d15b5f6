DROP INDEX "chat_sessions_user_idx";--> statement-breakpoint
DROP INDEX "chat_turns_session_idx";--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "question_key" text;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "answered_by_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "timezone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD CONSTRAINT "chat_turns_answered_by_entry_id_knowledge_entries_id_fk" FOREIGN KEY ("answered_by_entry_id") REFERENCES "public"."knowledge_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_org_user_idx" ON "chat_sessions" USING btree ("organization_id","app_user_id","last_updated");--> statement-breakpoint
CREATE INDEX "chat_turns_org_session_idx" ON "chat_turns" USING btree ("organization_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_turns_org_created_idx" ON "chat_turns" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_turns_org_unanswered_idx" ON "chat_turns" USING btree ("organization_id","question_key","created_at") WHERE "chat_turns"."intent" = 'fallback' and "chat_turns"."answered_by_entry_id" is null;--> statement-breakpoint
CREATE INDEX "submitted_forms_org_session_idx" ON "submitted_forms" USING btree ("organization_id","session_id");