CREATE TABLE "activity_hours" (
	"organization_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"chats_initiated" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"ended_chats" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"appointments" integer DEFAULT 0 NOT NULL,
	"home_collection" integer DEFAULT 0 NOT NULL,
	"complaints_feedback" integer DEFAULT 0 NOT NULL,
	"general_inquiry" integer DEFAULT 0 NOT NULL,
	"test_report" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_hours_organization_id_hour_pk" PRIMARY KEY("organization_id","hour")
);
--> statement-breakpoint
ALTER TABLE "activity_hours" ADD CONSTRAINT "activity_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: the counters of what is already stored, as rebuildActivityHours
-- (modules/analytics/activity-hours.ts) computes them for one organization.
INSERT INTO "activity_hours" ("organization_id", "hour", "sessions", "chats_initiated", "messages",
  "ended_chats", "likes", "dislikes", "appointments", "home_collection", "complaints_feedback",
  "general_inquiry", "test_report")
SELECT e.organization_id, e.hour,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'sessions'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'chats_initiated'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'messages'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'ended_chats'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'likes'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'dislikes'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'appointments'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'home_collection'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'complaints_feedback'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'general_inquiry'), 0)::int,
  coalesce(sum(e.n) FILTER (WHERE e.counter = 'test_report'), 0)::int
FROM (
  SELECT s.organization_id, date_trunc('hour', ev.at, 'UTC') AS hour, ev.counter, count(*) AS n
  FROM "chat_sessions" s
  CROSS JOIN LATERAL (VALUES ('sessions', s.started_at), ('chats_initiated', s.initiated_at),
    ('ended_chats', s.ended_at)) AS ev(counter, at)
  WHERE ev.at IS NOT NULL
  GROUP BY 1, 2, 3
  UNION ALL
  SELECT t.organization_id, date_trunc('hour', t.created_at, 'UTC'), ev.counter, count(*)
  FROM "chat_turns" t
  CROSS JOIN LATERAL (VALUES ('messages'),
    (CASE t.feedback WHEN 'like' THEN 'likes' WHEN 'dislike' THEN 'dislikes' END)) AS ev(counter)
  WHERE ev.counter IS NOT NULL
  GROUP BY 1, 2, 3
  UNION ALL
  SELECT f.organization_id, date_trunc('hour', f.submitted_at, 'UTC'),
    CASE f.category WHEN 'Appointments' THEN 'appointments' WHEN 'Home Collection' THEN 'home_collection'
      WHEN 'Complaints/Feedback' THEN 'complaints_feedback' WHEN 'General Inquiry' THEN 'general_inquiry'
      WHEN 'Test Report' THEN 'test_report' END,
    count(*)
  FROM "submitted_forms" f
  GROUP BY 1, 2, 3
) AS e
GROUP BY e.organization_id, e.hour;
