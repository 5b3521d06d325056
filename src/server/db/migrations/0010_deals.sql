CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"product_id" integer,
	"buyer_id" integer,
	"seller_id" integer,
	"proposed_by_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"counter_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('open', 'accepted', 'declined', 'withdrawn', 'countered', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_reviewer_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_reviewed_user_idx";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "reviewer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "event" varchar(20);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" varchar(20) DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved_for_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
-- Reviews written before deals had sides or titles: the reviewer bought, the title is unknown.
ALTER TABLE "reviews" ADD COLUMN "reviewer_role" varchar(10) DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "reviewer_role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "product_title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "product_title" DROP DEFAULT;--> statement-breakpoint
-- Listings sold before statuses existed are sold; the others stay available.
UPDATE "products" SET "status" = 'sold', "sold_at" = "updated_at" WHERE "is_sold";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_counter_of_id_offers_id_fk" FOREIGN KEY ("counter_of_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_conversation" ON "offers" USING btree ("conversation_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_product_status_idx" ON "offers" USING btree ("product_id","status");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reserved_for_id_users_id_fk" FOREIGN KEY ("reserved_for_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_offer_idx" ON "messages" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_reviewer_unique" ON "reviews" USING btree ("product_id","reviewer_id") WHERE "reviews"."product_id" is not null and "reviews"."reviewer_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reviewed_user_idx" ON "reviews" USING btree ("reviewed_user_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_check" CHECK ("messages"."event" in ('made', 'countered', 'accepted', 'declined', 'withdrawn', 'reserved', 'released', 'sold', 'sale_undone'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'offer', 'deal'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'reserved', 'sold'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_sold_check" CHECK (("products"."status" = 'sold') = "products"."is_sold");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_role_check" CHECK ("reviews"."reviewer_role" in ('buyer', 'seller'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewed_user_id");