import { describe, expect, it } from 'vitest';
import { postLinkOf, sharedPostIdOf, shareTextOf } from './share.ts';

describe('shareTextOf', () => {
  it('keeps a text of up to 100 characters as it is', () => {
    expect(shareTextOf('Se perdió un perro en Soyapango')).toBe('Se perdió un perro en Soyapango');
    const exactly100 = 'a'.repeat(100);
    expect(shareTextOf(exactly100)).toBe(exactly100);
  });

  it("cuts a longer text at 100 characters and adds '...'", () => {
    const text = `${'b'.repeat(100)}cdef`;
    expect(shareTextOf(text)).toBe(`${'b'.repeat(100)}...`);
    expect(shareTextOf('c'.repeat(101))).toHaveLength(103);
  });

  it('counts an emoji or an accented letter as one character and never cuts one in half', () => {
    const text = `${'ñ'.repeat(99)}🌮🌮`;
    expect(shareTextOf(text)).toBe(`${'ñ'.repeat(99)}🌮...`);
    expect(shareTextOf('🌮'.repeat(100))).toBe('🌮'.repeat(100));
  });

  it('keeps line breaks and markup as plain text', () => {
    expect(shareTextOf('<b>hola</b>\nmundo')).toBe('<b>hola</b>\nmundo');
  });
});

describe('postLinkOf and sharedPostIdOf', () => {
  it('builds the link of a post and reads the post back from it', () => {
    const link = postLinkOf('https://cerquita.test', 42);
    expect(link).toBe('https://cerquita.test/community?post=42');
    expect(sharedPostIdOf(new URL(link).search)).toBe(42);
  });

  it('reads the post next to other parameters (the home tab)', () => {
    expect(sharedPostIdOf('?view=community&post=7')).toBe(7);
  });

  it.each(['', '?post=', '?post=0', '?post=-3', '?post=1.5', '?post=abc', '?post=99999999999', '?other=4'])(
    'ignores %j',
    (search) => {
      expect(sharedPostIdOf(search)).toBeNull();
    },
  );
});
