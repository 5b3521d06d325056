CREATE TABLE "title_words" (
	"word" varchar(100) PRIMARY KEY NOT NULL,
	"stem" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "title_words_stem_idx" ON "title_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "title_words_word_trgm_idx" ON "title_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- A word's Spanish stem, as to_tsquery reads it ('bicicletas' → 'biciclet'); a stop word ('de') has none: itself.
CREATE OR REPLACE FUNCTION cerquita_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce((SELECT lexeme FROM unnest(to_tsvector('spanish'::regconfig, word)) LIMIT 1), word) $$;--> statement-breakpoint
-- The words of a title as search compares them: accent-folded, lower case, letters and digits.
CREATE OR REPLACE FUNCTION cerquita_title_words(title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT word FROM regexp_split_to_table(cerquita_unaccent(lower(title)), '[^a-z0-9]+') AS word
        WHERE length(word) BETWEEN 2 AND 100 $$;--> statement-breakpoint
-- Every title written remembers its words, so search can correct a misspelt word to one that some title uses.
CREATE OR REPLACE FUNCTION cerquita_remember_title_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO title_words (word, stem)
    SELECT DISTINCT word, cerquita_stem(word) FROM cerquita_title_words(NEW.title) AS word
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_remember_title_words AFTER INSERT OR UPDATE OF title ON products
  FOR EACH ROW EXECUTE FUNCTION cerquita_remember_title_words();--> statement-breakpoint
INSERT INTO title_words (word, stem)
  SELECT DISTINCT word, cerquita_stem(word) FROM products, cerquita_title_words(products.title) AS word
  ON CONFLICT (word) DO NOTHING;
