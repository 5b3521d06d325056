-- Price hints read a category's listings nearest a point. The location index alone hands out every category's
-- listings nearest first, so a rare category near San Salvador read the whole 25 km circle to find a handful; this
-- index holds the category beside the point (btree_gist gives integers a GiST operator class) and a KNN scan reads
-- only that category's listings, nearest first. The point expression must match queries.ts `location`.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_category_location_gist_idx ON products
  USING gist (category_id, point(longitude::float8, latitude::float8));
