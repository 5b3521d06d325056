/**
 * Initialises a new embedded database folder (PostgreSQL's initdb) and migrates it, then exits: `openDatabase` runs
 * this in a Node of its own so that the memory of both, WebAssembly compiled by the baseline compiler only, is gone
 * with the process.
 *
 *   node --liftoff-only src/server/db/init-data-folder.ts <data folder>
 */
import { migrateEmbedded, openEmbedded } from './client.ts';

const dataPath = process.argv[2];
if (!dataPath) throw new Error('usage: init-data-folder.ts <data folder>');
const client = await openEmbedded(dataPath);
await migrateEmbedded(client);
await client.close();
