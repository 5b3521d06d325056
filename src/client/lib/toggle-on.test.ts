import { describe, expect, it, vi } from 'vitest';
import { toggleOn } from './toggle-on.ts';

/** A server toggle that starts `on` and answers the new state. */
function serverToggle(on: boolean) {
  let state = on;
  const mutate = vi.fn((_change: string, options?: { onSuccess?: (answer: boolean) => void }) => {
    state = !state;
    options?.onSuccess?.(state);
  });
  return { mutate, state: () => state };
}

describe('toggleOn', () => {
  it('toggles once when it was off', () => {
    const server = serverToggle(false);
    toggleOn(server.mutate, 'like', (answer) => answer);
    expect(server.state()).toBe(true);
    expect(server.mutate).toHaveBeenCalledTimes(1);
  });

  it('toggles back on when the answer says it was on already', () => {
    const server = serverToggle(true);
    toggleOn(server.mutate, 'like', (answer) => answer);
    expect(server.state()).toBe(true);
    expect(server.mutate).toHaveBeenCalledTimes(2);
  });
});
