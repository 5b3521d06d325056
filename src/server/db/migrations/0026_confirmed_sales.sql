ALTER TABLE "products" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "confirmed_via" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_purchases_count" integer DEFAULT 0 NOT NULL;