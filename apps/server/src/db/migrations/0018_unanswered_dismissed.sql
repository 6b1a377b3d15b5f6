-- Staff can mark an unanswered question not relevant (spam, off-topic): it leaves the list, and
-- the same question asked later is listed again.
ALTER TABLE "chat_turns" ADD COLUMN "dismissed_at" timestamp with time zone;
