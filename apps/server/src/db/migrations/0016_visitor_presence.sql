-- Issue 21: whether a waiting or held visitor is still there (their live streams, last seen).
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_streams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_streams_idx" ON "chat_sessions" USING btree ("visitor_seen_at") WHERE "chat_sessions"."visitor_streams" > 0;--> statement-breakpoint
CREATE INDEX "chat_sessions_waiting_idx" ON "chat_sessions" USING btree ("organization_id") WHERE "chat_sessions"."handoff_state" = 'waiting' and "chat_sessions"."ended_at" is null;