import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';

export type RedisChannel<Message> = {
  /** Sends to every other instance; this one does not hear its own messages. */
  publish(message: Message): Promise<void>;
  close(): Promise<void>;
};

type Listeners<Message> = {
  onMessage(message: Message): void;
  /** The subscriber is subscribed again after a reconnect. */
  onReady?(): void;
  /** The subscriber lost its connection: messages sent until onReady are lost. */
  onClose?(): void;
};

/**
 * A pub/sub channel between the instances of one deployment (the key prefix keeps deployments and test runs apart),
 * carrying `{ from, message }`; messages that do not match the schema are dropped.
 */
export async function openRedisChannel<Message>(
  publisher: Redis,
  name: string,
  schema: z.ZodType<Message>,
  listeners: Listeners<Message>,
  log: FastifyBaseLogger,
): Promise<RedisChannel<Message>> {
  const envelopeSchema = z.object({ from: z.string(), message: schema });
  const instanceId = randomUUID();
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error: Error) => log.warn({ err: error }, `${name} subscriber error`));
  subscriber.on('message', (_channel: string, text: string) => {
    const envelope = parseJson(envelopeSchema, text);
    if (envelope && envelope.from !== instanceId) listeners.onMessage(envelope.message);
  });
  await subscriber.subscribe(name);
  const { onReady } = listeners;
  // ioredis re-subscribes on reconnecting and emits 'ready' before the server has answered; subscribing once more and
  // waiting for the answer means every message published from then on arrives.
  if (onReady)
    subscriber.on('ready', () => {
      subscriber
        .subscribe(name)
        .then(onReady, (error: unknown) => log.warn({ err: error }, `${name} resubscribe failed`));
    });
  if (listeners.onClose) subscriber.on('close', listeners.onClose);
  return {
    async publish(message) {
      await publisher.publish(name, JSON.stringify({ from: instanceId, message }));
    },
    async close() {
      await subscriber.quit();
    },
  };
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
