CREATE TABLE "product_views" (
	"product_id" integer NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "product_views_product_id_viewer_key_day_pk" PRIMARY KEY("product_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_views_day_idx" ON "product_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "product_views_viewer_idx" ON "product_views" USING btree ("viewer_key");