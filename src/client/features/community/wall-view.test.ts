import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/community.ts';
import { belongsOn, wallQuery } from './wall-view.ts';

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
const post = (type: Post['type'], location: string | null) => ({ type, location });

describe('wallQuery', () => {
  it('asks for the type and the point only when the view has them', () => {
    expect(wallQuery({ type: null, near: null })).toEqual({
      type: undefined,
      lat: undefined,
      lng: undefined,
    });
    expect(wallQuery({ type: 'event', near: SAN_SALVADOR })).toEqual({
      type: 'event',
      lat: 13.6929,
      lng: -89.2182,
    });
  });
});

describe('belongsOn', () => {
  it('keeps a new post off views of another type, and off "Cerca de ti" when it has no place', () => {
    const everything = { type: null, near: null };
    const nearEvents = { type: 'event' as const, near: SAN_SALVADOR };
    expect(belongsOn(everything, post('question', null))).toBe(true);
    expect(belongsOn(nearEvents, post('event', 'San Salvador'))).toBe(true);
    expect(belongsOn(nearEvents, post('question', 'San Salvador'))).toBe(false);
    expect(belongsOn(nearEvents, post('event', null))).toBe(false);
  });
});
