-- A member taking a chat nobody asked about was 'trigger'; that word now names the onboarding's
-- escalation triggers ('escalation'), so the member's own move is called 'taken'.
UPDATE "handoffs" SET "reason" = 'taken' WHERE "reason" = 'trigger';
