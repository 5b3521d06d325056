/**
 * Writes the SQL that loads src/server/features/meetup-spots/meetup-spots.json into `meetup_spots` as approved rows,
 * into the migration file named on the command line (made first with `npx drizzle-kit generate --custom`):
 *
 *   node scripts/meetup-spots-sql.ts src/server/db/migrations/0036_meetup_spots_data.sql
 *
 * A change to the JSON file needs a new migration made the same way (deleting the shipped rows it replaces).
 */
import { writeFileSync } from 'node:fs';
import { shippedSpots, type ShippedSpot } from '#server/features/meetup-spots/shipped-spots.ts';

const text = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

const row = (spot: ShippedSpot) =>
  `  (${[
    text(spot.name),
    text(spot.kind),
    spot.distritoId,
    spot.lat,
    spot.lng,
    text(spot.hours),
    text(spot.source),
    "'approved'",
  ].join(', ')})`;

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/meetup-spots-sql.ts <migration file>');
  process.exit(2);
}
const spots = shippedSpots();
writeFileSync(
  target,
  [
    '-- The safe meetup spots Cerquita ships: the rows of src/server/features/meetup-spots/meetup-spots.json (see',
    '-- ATTRIBUTION.md there), written by scripts/meetup-spots-sql.ts. A test checks the shipped rows equal the file.',
    'INSERT INTO "meetup_spots" ("name", "kind", "distrito_id", "latitude", "longitude", "hours", "source_url", "status") VALUES',
    `${spots.map(row).join(',\n')};`,
    '',
  ].join('\n'),
);
console.log(`${spots.length} spots written to ${target}`);
