/**
 * Builds src/shared/places/el-salvador-outline.json, El Salvador's outline that maps draw when the tile server cannot
 * be reached, from Natural Earth's 1:10m countries (public domain) as world-atlas (ISC) packs them (a TopoJSON; NOT a
 * project dependency, so the world never ships to the client). How it was made:
 *
 *   npm install --prefix /tmp/outline world-atlas@2.0.2
 *   node scripts/extract-outline.ts /tmp/outline/node_modules      (writes the file formatted by the project's Prettier)
 *
 * 3 decimals (about 110 m) is finer than the 1:10m data itself (quantised to about 400 m east–west).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { countryOutline, parseTopology } from './lib/topojson-outline.ts';

async function main() {
  const modules = process.argv[2];
  if (!modules)
    throw new Error('usage: node scripts/extract-outline.ts <node_modules folder holding world-atlas>');
  const source = path.join(modules, 'world-atlas', 'countries-10m.json');
  const topology = parseTopology(JSON.parse(readFileSync(source, 'utf8')));
  const outline = countryOutline(topology, {
    objectName: 'countries',
    countryName: 'El Salvador',
    decimals: 3,
  });
  const target = path.join(import.meta.dirname, '..', 'src', 'shared', 'places', 'el-salvador-outline.json');
  const options = await resolveConfig(target);
  writeFileSync(target, await format(JSON.stringify(outline), { ...options, filepath: target }));
  const points = outline.geometry.coordinates.flat(2).length;
  console.log(`${points} points written to ${path.relative(process.cwd(), target)}`);
}

await main();
