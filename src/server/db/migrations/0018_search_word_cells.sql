-- Search near a city read every product of the ring's box from the location index (thousands) and every product of the
-- word from the search index (thousands) to keep the few in both. This index keys each product by its words in the
-- grid cells around it, so a search reads only the products of its words in the cells covering its ring.
-- A key hashes 'stem@cells-per-degree:row,column' to a bigint: a 64-bit hash keeps the index small and fast to
-- compare, and the rare collision only adds a row that the exact word and distance checks then drop.
-- Cells are 1/80, 1/20 and 1/5 of a degree (about 1, 3.5 and 14 km): each ring reads the finest grid that covers it
-- in a few dozen cells (server/features/products/word-cells.ts computes the same cells).
CREATE OR REPLACE FUNCTION cerquita_word_cells(words tsvector, latitude numeric, longitude numeric) RETURNS int8[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(hashtextextended(lexeme || '@' || cell, 0)), '{}')
        FROM unnest(tsvector_to_array(words)) AS lexeme,
          (VALUES (80), (20), (5)) AS grid(per_degree),
          LATERAL (SELECT per_degree || ':' || floor(latitude * per_degree) || ',' || floor(longitude * per_degree)
            AS cell) AS cells
        WHERE latitude IS NOT NULL AND longitude IS NOT NULL $$;--> statement-breakpoint
-- The keys a search looks up: each stem of the search's to_tsquery text in each of the given cells. to_tsvector reads
-- the words of that text through the same dictionary as to_tsquery, so the stems are those the search matches.
CREATE OR REPLACE FUNCTION cerquita_search_word_cells(query text, cells text[]) RETURNS int8[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(hashtextextended(lexeme || '@' || cell, 0)), '{}')
        FROM unnest(tsvector_to_array(to_tsvector('spanish'::regconfig, query))) AS lexeme, unnest(cells) AS cell $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_word_cells_idx ON products
  USING gin (cerquita_word_cells(search_vector, latitude, longitude));
