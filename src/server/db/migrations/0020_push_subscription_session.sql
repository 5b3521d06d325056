-- A subscription now belongs to the session that made it and goes when that session ends. Rows from before were tied
-- to no session, so no session's end could ever remove them: they are deleted. Each browser posts its subscription
-- again for the session it is signed in with (the app does when it opens signed in, and after signing in).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_sid_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");