-- Search computed to_tsvector(…) of every matching row on each search, for the match and again for ts_rank; a stored
-- generated column computes it once per write, and its GIN index replaces 0002's expression index. Adding the column
-- rewrites the table, so the old indexes go first rather than being rebuilt with it.
DROP INDEX IF EXISTS "products_search_tsv_idx";--> statement-breakpoint
-- Listing and search narrow by location through 0003's GiST point index; nothing reads this btree any more.
DROP INDEX "products_lat_lng_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, cerquita_unaccent(title || ' ' || description))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
