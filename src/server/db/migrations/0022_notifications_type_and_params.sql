ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Rows stored before kept no values, only their written text: it stays, shown as written (decision 0032).
UPDATE "notifications" SET "params" = jsonb_build_object('storedText', jsonb_build_object('title', "title", 'body', "body"));--> statement-breakpoint
-- Reading a chat now reads its message notifications; one left unread from before would hold back the chat's next push.
UPDATE "notifications" SET "read_at" = now() WHERE "type" = 'message' AND "read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body";
