CREATE TABLE "meetup_spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"distrito_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" varchar(120),
	"source_url" text,
	"status" varchar(12) DEFAULT 'approved' NOT NULL,
	"suggested_by" integer,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_spots_kind_check" CHECK ("meetup_spots"."kind" in ('police', 'mall', 'supermarket', 'bank', 'other')),
	CONSTRAINT "meetup_spots_status_check" CHECK ("meetup_spots"."status" in ('approved', 'suggested', 'rejected')),
	CONSTRAINT "meetup_spots_latitude_check" CHECK ("meetup_spots"."latitude" between -90 and 90),
	CONSTRAINT "meetup_spots_longitude_check" CHECK ("meetup_spots"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "meetup_spots" ADD CONSTRAINT "meetup_spots_distrito_id_places_id_fk" FOREIGN KEY ("distrito_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_spots" ADD CONSTRAINT "meetup_spots_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_spots" ADD CONSTRAINT "meetup_spots_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetup_spots_status_idx" ON "meetup_spots" USING btree ("status");--> statement-breakpoint
CREATE INDEX "meetup_spots_suggested_by_idx" ON "meetup_spots" USING btree ("suggested_by");