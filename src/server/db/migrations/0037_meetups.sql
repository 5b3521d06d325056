CREATE TABLE "meetup_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"meetup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetups" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"proposed_by_id" integer,
	"spot_id" integer,
	"name" varchar(120) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetups_status_check" CHECK ("meetups"."status" in ('proposed', 'accepted', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "meetup_plans" ADD CONSTRAINT "meetup_plans_meetup_id_meetups_message_id_fk" FOREIGN KEY ("meetup_id") REFERENCES "public"."meetups"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_plans" ADD CONSTRAINT "meetup_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_spot_id_meetup_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."meetup_spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetup_plans_token_hash_unique" ON "meetup_plans" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "meetup_plans_meetup_user_idx" ON "meetup_plans" USING btree ("meetup_id","user_id");--> statement-breakpoint
CREATE INDEX "meetup_plans_user_idx" ON "meetup_plans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetups_one_proposed_per_conversation" ON "meetups" USING btree ("conversation_id") WHERE "meetups"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "meetups_one_accepted_per_conversation" ON "meetups" USING btree ("conversation_id") WHERE "meetups"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'meetup', 'offer', 'deal'));