-- A verified reset code now answers a single-use token (password_reset_tokens): the column that
-- let reset-password run on the e-mail alone goes.
ALTER TABLE "one_time_codes" DROP COLUMN "verified_at";--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counters keep their window's end, so the worker can sweep the finished ones; the counts of the
-- windows running now are short-lived and start again.
DELETE FROM "rate_limit_buckets";--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" DROP COLUMN "window_started_at";--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ADD COLUMN "window_ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_window_ends_idx" ON "rate_limit_buckets" USING btree ("window_ends_at");
--> statement-breakpoint
-- Website addresses with a user name or password are refused now; those stored before lose them.
UPDATE "crawl_configs" SET "url" = regexp_replace("url", '^(https?://)[^/?#@]*@', '\1', 'i') WHERE "url" ~* '^https?://[^/?#@]*@';--> statement-breakpoint
UPDATE "organizations" SET "website" = regexp_replace("website", '^(https?://)[^/?#@]*@', '\1', 'i') WHERE "website" ~* '^https?://[^/?#@]*@';
