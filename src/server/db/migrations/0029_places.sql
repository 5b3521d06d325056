CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_id" integer,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "distrito_id" integer;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_parent_idx" ON "places" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_distrito_id_places_id_fk" FOREIGN KEY ("distrito_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_distrito_idx" ON "products" USING btree ("distrito_id",coalesce("renewed_at", "created_at"));