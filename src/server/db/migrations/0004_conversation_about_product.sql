DROP INDEX "conversations_pair_product_unique";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "about_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Chats opened about a product stay product chats after the product is deleted (its id becomes NULL).
UPDATE "conversations" SET "about_product" = true WHERE "product_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_general_unique" ON "conversations" USING btree ("participant1_id","participant2_id") WHERE not "conversations"."about_product" and "conversations"."participant1_id" is not null and "conversations"."participant2_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_product_unique" ON "conversations" USING btree ("participant1_id","participant2_id","product_id") WHERE "conversations"."product_id" is not null and "conversations"."participant1_id" is not null and "conversations"."participant2_id" is not null;