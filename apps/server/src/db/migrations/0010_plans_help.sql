CREATE TABLE "help_votes" (
	"item_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_votes_item_id_account_id_pk" PRIMARY KEY("item_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chats_limit" integer NOT NULL,
	"seats_limit" integer NOT NULL,
	"knowledge_base_limit" integer NOT NULL,
	"integrations_limit" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" uuid,
	"subject" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reply_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"from_support" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_organization_created_idx" ON "support_tickets" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_reply_idx" ON "support_tickets" USING btree ("status","last_reply_at");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_created_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
-- SPEC §9 plans; the trial every organization starts on is not offered in Billing.
INSERT INTO "plans" ("id", "name", "description", "price_cents", "features", "chats_limit", "seats_limit", "knowledge_base_limit", "integrations_limit", "popular", "is_active", "sort_order") VALUES
	('trial', 'Trial', 'Everything in Professional, with 100 conversations a month and 2 seats, while you try Concierge.', 0, '["100 conversations a month","2 team seats","Unlimited knowledge base","10 integrations"]'::jsonb, 100, 2, -1, 10, false, false, 0),
	('starter', 'Starter', 'For a small practice answering its most common questions.', 1900, '["500 conversations a month","2 team seats","50 knowledge entries","3 integrations","Email support"]'::jsonb, 500, 2, 50, 3, false, true, 1),
	('professional', 'Professional', 'For a busy clinic or lab with a team behind the bot.', 4900, '["3,000 conversations a month","5 team seats","Unlimited knowledge base","10 integrations","Website crawling","Priority support"]'::jsonb, 3000, 5, -1, 10, true, true, 2),
	('enterprise', 'Enterprise', 'For groups and networks: no limits.', 14900, '["Unlimited conversations","Unlimited team seats","Unlimited knowledge base","Unlimited integrations","Dedicated support"]'::jsonb, -1, -1, -1, -1, false, true, 3);
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_plan_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;