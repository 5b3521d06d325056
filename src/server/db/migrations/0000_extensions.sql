-- Extensions the search of products needs: trigram similarity, accent folding, edit distance.
-- They come first so later migrations may build indexes on them. Debian's PostgreSQL and PGlite both ship them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
