import { describe, expect, it, vi } from 'vitest';
import { askToSignIn, dismissSignIn, finishSignIn } from './sign-in-first.ts';

describe('the sign-in sheet’s waiting intent', () => {
  it('runs once, after sign-in, and not again', () => {
    const intent = vi.fn();
    askToSignIn(intent);
    expect(intent).not.toHaveBeenCalled();
    finishSignIn();
    finishSignIn();
    expect(intent).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the visitor closes the sheet', () => {
    const intent = vi.fn();
    askToSignIn(intent);
    dismissSignIn();
    finishSignIn();
    expect(intent).not.toHaveBeenCalled();
  });

  it('is the latest one the visitor started', () => {
    const first = vi.fn();
    const latest = vi.fn();
    askToSignIn(first);
    askToSignIn(latest);
    finishSignIn();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
