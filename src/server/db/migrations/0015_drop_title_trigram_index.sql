-- Search corrects typos against title_words (0014) instead of a trigram scan of every title: nothing reads this index
-- any more, and every listing written had to update it.
DROP INDEX IF EXISTS products_title_trgm_idx;
