-- Spanish-aware product search (issue 3). unaccent() is only STABLE, so index expressions use this IMMUTABLE wrapper
-- bound to the unaccent dictionary explicitly.
CREATE OR REPLACE FUNCTION cerquita_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Stems (plurals) and accents: full-text on title and description.
CREATE INDEX IF NOT EXISTS products_search_tsv_idx ON products
  USING gin (to_tsvector('spanish'::regconfig, cerquita_unaccent(title || ' ' || description)));--> statement-breakpoint
-- Typos: trigram word similarity on the accent-folded, lower-cased title.
CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products
  USING gin (cerquita_unaccent(lower(title)) gin_trgm_ops);
