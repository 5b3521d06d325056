import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api.ts';
import { deliveryAfter, flushOutbox } from './outbox-queue.ts';
import type { Delivery, OutboxEntry } from './outbox-entries.ts';

function message(id: string, queuedAt: number, refusal: string | null = null): OutboxEntry {
  return { kind: 'message', id, userId: 1, queuedAt, refusal, conversationId: 7, content: `mensaje ${id}` };
}

/** An outbox in memory whose sends answer as scripted, per entry, and which records every attempt. */
function world(entries: OutboxEntry[], answers: Record<string, Delivery[]>) {
  let kept = [...entries];
  const attempts: string[] = [];
  const deliver = async (entry: OutboxEntry) => {
    attempts.push(entry.id);
    return answers[entry.id]?.shift() ?? { outcome: 'delivered' as const };
  };
  const changes = {
    remove: async (id: string) => {
      kept = kept.filter((entry) => entry.id !== id);
    },
    refuse: async (id: string, text: string) => {
      kept = kept.map((entry) => (entry.id === id ? { ...entry, refusal: text } : entry));
    },
  };
  return {
    flush: () => flushOutbox(kept, deliver, changes),
    attempts,
    kept: () => kept,
  };
}

describe('flushOutbox', () => {
  it('sends the waiting entries oldest first, each once, and empties the outbox', async () => {
    const outbox = world([message('c', 30), message('a', 10), message('b', 20)], {});
    expect(await outbox.flush()).toBe(true);
    expect(outbox.attempts).toEqual(['a', 'b', 'c']);
    expect(outbox.kept()).toEqual([]);
  });

  it('stops at an entry that must wait, so nothing overtakes it, and resumes with it on the next run', async () => {
    const outbox = world([message('a', 10), message('b', 20), message('c', 30)], {
      b: [{ outcome: 'later' }],
    });
    expect(await outbox.flush()).toBe(false);
    expect(outbox.attempts).toEqual(['a', 'b']);
    expect(outbox.kept().map((entry) => entry.id)).toEqual(['b', 'c']);

    expect(await outbox.flush()).toBe(true);
    expect(outbox.attempts).toEqual(['a', 'b', 'b', 'c']);
    expect(outbox.kept()).toEqual([]);
  });

  it('keeps a refused entry with the reason, goes on with the next, and never sends it again', async () => {
    const outbox = world([message('a', 10), message('b', 20)], {
      a: [{ outcome: 'refused', message: 'Ya no puedes escribir en esta conversación' }],
    });
    expect(await outbox.flush()).toBe(true);
    expect(outbox.kept()).toEqual([message('a', 10, 'Ya no puedes escribir en esta conversación')]);
    await outbox.flush();
    expect(outbox.attempts).toEqual(['a', 'b']);
  });
});

describe('deliveryAfter', () => {
  const refusal = (status: number) => new ApiError(status, '', JSON.stringify({ message: `dijo ${status}` }));

  it('waits after no answer, a server that cannot answer now, a throttle or an ended session', () => {
    for (const error of [new NetworkError(), refusal(500), refusal(503), refusal(429), refusal(401)]) {
      expect(deliveryAfter(error, 'no se pudo')).toEqual({ outcome: 'later' });
    }
  });

  it('waits after an answer that says when to try again, as a retry of a send still running gets', () => {
    const pending = new ApiError(409, 'Conflict', JSON.stringify({ message: 'todavía' }), '5');
    expect(deliveryAfter(pending, 'no se pudo')).toEqual({ outcome: 'later' });
    expect(deliveryAfter(refusal(409), 'no se pudo')).toEqual({ outcome: 'refused', message: 'dijo 409' });
  });

  it('takes any other answer as final, with the server’s words or the fallback', () => {
    expect(deliveryAfter(refusal(403), 'no se pudo')).toEqual({ outcome: 'refused', message: 'dijo 403' });
    expect(deliveryAfter(new ApiError(404, 'Not Found', '<html>'), 'no se pudo')).toEqual({
      outcome: 'refused',
      message: 'no se pudo',
    });
  });
});
