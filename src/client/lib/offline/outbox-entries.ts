import type { CreateProductInput } from '#shared/products.ts';

interface QueuedBase {
  /** The Idempotency-Key it is sent with, every time, until the server answered. */
  id: string;
  userId: number;
  /** Milliseconds since the epoch: entries go out in this order. */
  queuedAt: number;
  /** The server's refusal, in the user's language: the entry stays on screen, to be copied or discarded. */
  refusal: string | null;
}

/** A voice note recorded without a connection: its recording and its length as the recorder measured it. */
export interface QueuedVoice {
  audio: Blob;
  durationMs: number;
}

export interface QueuedMessage extends QueuedBase {
  kind: 'message';
  conversationId: number;
  /** The text; for a voice note, empty. */
  content: string;
  /** A voice note's recording; absent for text (and in entries of builds before voice notes). */
  voice?: QueuedVoice;
}

export interface QueuedListing extends QueuedBase {
  kind: 'listing';
  listing: Omit<CreateProductInput, 'images'>;
  /** In the order shown: an upload's URL, or the photo's JPEG still to upload (replaced by its URL once uploaded). */
  photos: (string | Blob)[];
}

export type OutboxEntry = QueuedMessage | QueuedListing;

/** An entry as its screen makes it: the outbox dates it. */
export type NewOutboxEntry =
  Omit<QueuedMessage, 'queuedAt' | 'refusal'> | Omit<QueuedListing, 'queuedAt' | 'refusal'>;

/** What sending an entry came to. */
export type Delivery =
  | { outcome: 'delivered' }
  /** No connection, or the server could not answer now: the entry and all after it wait for the next try. */
  | { outcome: 'later' }
  | { outcome: 'refused'; message: string };
