ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token" varchar(128);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expiry" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_unique" ON "users" USING btree ("email_verification_token");