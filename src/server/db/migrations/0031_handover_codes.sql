CREATE TABLE "handover_codes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirmed_via" varchar(10);--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_check" CHECK ("messages"."event" in ('made', 'countered', 'accepted', 'declined', 'withdrawn', 'reserved', 'released', 'sold', 'sale_undone', 'reservation_lapsed', 'reservation_extended', 'handed_over', 'purchase_confirmed'));