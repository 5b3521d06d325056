ALTER TABLE "messages" DROP CONSTRAINT "messages_event_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reservation_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_category_listed_idx" ON "products" USING btree ("category_id",coalesce("renewed_at", "created_at"));--> statement-breakpoint
CREATE INDEX "products_listed_idx" ON "products" USING btree (coalesce("renewed_at", "created_at"));--> statement-breakpoint
CREATE INDEX "products_reserved_until_idx" ON "products" USING btree ("reserved_until") WHERE "products"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "products_expiry_reminder_idx" ON "products" USING btree ("expires_at") WHERE "products"."status" = 'available' and "products"."expiry_reminded_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_check" CHECK ("messages"."event" in ('made', 'countered', 'accepted', 'declined', 'withdrawn', 'reserved', 'released', 'sold', 'sale_undone', 'reservation_lapsed', 'reservation_extended'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('message', 'offer', 'saved_search', 'price_drop', 'favorite_sold', 'favorite_reserved', 'review', 'comment', 'listing_hidden', 'reservation_lapsed', 'listing_expiring'));--> statement-breakpoint
-- Reservations made before they lapsed hold the default 48 hours from now, as if made today.
UPDATE "products" SET "reserved_until" = now() + interval '48 hours' WHERE "status" = 'reserved';
