import { describe, expect, it } from 'vitest';
import { actionsFor } from './moderation-labels.ts';

describe('actionsFor', () => {
  it('offers dismiss, hide and suspend for content whose author is known', () => {
    for (const type of ['product', 'post', 'comment', 'message'] as const) {
      expect(actionsFor(type, true)).toEqual(['dismiss', 'hide', 'suspend']);
    }
  });

  it('offers only dismiss and suspend for a person', () => {
    expect(actionsFor('user', true)).toEqual(['dismiss', 'suspend']);
  });

  it('does not offer suspend when nobody is known to suspend', () => {
    expect(actionsFor('post', false)).toEqual(['dismiss', 'hide']);
    expect(actionsFor('user', false)).toEqual(['dismiss']);
  });
});
