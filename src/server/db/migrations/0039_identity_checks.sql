CREATE TABLE "identity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"front_image" varchar(80),
	"back_image" varchar(80),
	"selfie_image" varchar(80),
	"reviewer_id" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"dui_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_checks_status_check" CHECK ("identity_checks"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_one_pending_unique" ON "identity_checks" USING btree ("user_id") WHERE "identity_checks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_dui_hash_unique" ON "identity_checks" USING btree ("dui_hash");--> statement-breakpoint
CREATE INDEX "identity_checks_decided_idx" ON "identity_checks" USING btree ("decided_at") WHERE "identity_checks"."front_image" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('message', 'offer', 'saved_search', 'price_drop', 'favorite_sold', 'favorite_reserved', 'review', 'comment', 'listing_hidden', 'reservation_lapsed', 'listing_expiring', 'identity_check'));