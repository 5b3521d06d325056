import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collectWhenQuiet,
  QUIET_REQUESTS_MAX,
  QUIET_WINDOW_MS,
  registerQuietCollection,
} from './quiet-collection.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const busyWindow = (noteRequest: () => void) => {
  for (let request = 0; request <= QUIET_REQUESTS_MAX; request += 1) noteRequest();
  vi.advanceTimersByTime(QUIET_WINDOW_MS);
};

describe('collectWhenQuiet', () => {
  it('collects once in the first quiet window after traffic, and not again until there is traffic again', () => {
    const collect = vi.fn();
    const collector = collectWhenQuiet(collect);

    busyWindow(collector.noteRequest);
    busyWindow(collector.noteRequest);
    expect(collect).not.toHaveBeenCalled();

    vi.advanceTimersByTime(QUIET_WINDOW_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * QUIET_WINDOW_MS);
    expect(collect).toHaveBeenCalledTimes(1);

    busyWindow(collector.noteRequest);
    vi.advanceTimersByTime(QUIET_WINDOW_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    collector.stop();
  });

  it('never collects on a server that had no traffic, and counts a health check or two as quiet', () => {
    const collect = vi.fn();
    const collector = collectWhenQuiet(collect);

    for (let window = 0; window < 5; window += 1) {
      for (let request = 0; request < QUIET_REQUESTS_MAX; request += 1) collector.noteRequest();
      vi.advanceTimersByTime(QUIET_WINDOW_MS);
    }

    expect(collect).not.toHaveBeenCalled();
    collector.stop();
  });

  it('stops counting when stopped', () => {
    const collect = vi.fn();
    const collector = collectWhenQuiet(collect);
    busyWindow(collector.noteRequest);

    collector.stop();
    vi.advanceTimersByTime(3 * QUIET_WINDOW_MS);

    expect(collect).not.toHaveBeenCalled();
  });
});

describe('registerQuietCollection', () => {
  it("counts the app's requests and stops with the app", async () => {
    const collect = vi.fn();
    const app = Fastify();
    app.get('/ping', () => 'pong');
    registerQuietCollection(app, collect);

    for (let request = 0; request <= QUIET_REQUESTS_MAX; request += 1) await app.inject('/ping');
    vi.advanceTimersByTime(2 * QUIET_WINDOW_MS);
    expect(collect).toHaveBeenCalledTimes(1);

    for (let request = 0; request <= QUIET_REQUESTS_MAX; request += 1) await app.inject('/ping');
    await app.close();
    vi.advanceTimersByTime(2 * QUIET_WINDOW_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
