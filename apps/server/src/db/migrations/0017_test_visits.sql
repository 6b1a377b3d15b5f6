ALTER TABLE "app_users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;