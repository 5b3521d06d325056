-- Listings stored before listings had a distrito (older ones and the demo's) get the distrito whose centre is nearest
-- their stored point, as a new listing does (nearestDistrito in src/shared/places/divisions.ts: great-circle miles with
-- R = 3958.8, none farther than PLACE_NAMING_MAX_MILES = 25, i.e. outside the country). Listings without a point, and
-- those that already have a distrito, are left as they are.
UPDATE "products" SET "distrito_id" = (
  SELECT "nearest"."id" FROM (
    SELECT "places"."id", 2 * 3958.8 * asin(least(1, sqrt(
      sin(radians("places"."latitude" - "products"."latitude"::float8) / 2) ^ 2
      + cos(radians("products"."latitude"::float8)) * cos(radians("places"."latitude"))
        * sin(radians("places"."longitude" - "products"."longitude"::float8) / 2) ^ 2
    ))) AS "miles"
    FROM "places" WHERE "places"."type" = 'distrito'
  ) AS "nearest"
  WHERE "nearest"."miles" <= 25
  ORDER BY "nearest"."miles", "nearest"."id"
  LIMIT 1
)
WHERE "distrito_id" IS NULL AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
