-- A listing's own location is stored only as the centre of its 0.005° grid cell (about 500 m), never the phone's exact
-- fix: approximateLocation in src/shared/geo.ts applies the same rule to every new write. The meetup point stays exact
-- (the seller chooses it as a public place). Rows stored before this rule are snapped here; the top edge (90°, 180°)
-- belongs to the last cell.
UPDATE products
SET latitude = LEAST((floor(latitude / 0.005) + 0.5) * 0.005, 90 - 0.0025),
    longitude = LEAST((floor(longitude / 0.005) + 0.5) * 0.005, 180 - 0.0025)
WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
