import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DehydratedState } from '@tanstack/react-query';
import type { OutboxEntry } from './outbox-entries.ts';

/** What one person's screens last showed, for reading without a connection. */
export interface SavedAnswers {
  userId: number;
  savedAt: number;
  /** The shape the answers were saved in (ANSWERS_SHAPE of saved-answers.ts); absent in records of older builds. */
  shape?: number;
  state: DehydratedState;
}

interface OfflineSchema extends DBSchema {
  /** One record per person who used the app on this device, removed when they sign out. */
  answers: { key: number; value: SavedAnswers };
  /** Sends and listings waiting for a connection, each under its idempotency key. */
  outbox: { key: string; value: OutboxEntry };
}

const DATABASE_NAME = 'cerquita';
const VERSION = 1;

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline database, opened once per page. */
export function offlineDatabase(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DATABASE_NAME, VERSION, {
    upgrade(database) {
      database.createObjectStore('answers', { keyPath: 'userId' });
      database.createObjectStore('outbox', { keyPath: 'id' });
    },
  });
  return opening;
}
