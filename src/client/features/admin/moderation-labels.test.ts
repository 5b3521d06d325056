import { describe, expect, it } from 'vitest';
import { actionsFor } from './moderation-labels.ts';

describe('actionsFor', () => {
  it('offers dismiss, hide and suspend for content whose author is known', () => {
    for (const type of ['product', 'post', 'comment', 'message', 'review'] as const) {
      expect(actionsFor(type, true, false)).toEqual(['dismiss', 'hide', 'suspend']);
    }
  });

  it('offers only dismiss and suspend for a person', () => {
    expect(actionsFor('user', true, false)).toEqual(['dismiss', 'suspend']);
  });

  it('does not offer suspend when nobody is known to suspend', () => {
    expect(actionsFor('post', false, false)).toEqual(['dismiss', 'hide']);
    expect(actionsFor('user', false, false)).toEqual(['dismiss']);
  });

  it('offers restore instead for hidden content and a suspended person', () => {
    expect(actionsFor('review', true, true)).toEqual(['dismiss', 'restore']);
    expect(actionsFor('user', true, true)).toEqual(['dismiss', 'restore']);
  });
});
