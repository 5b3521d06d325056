import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name.ts';

describe('displayNameOf', () => {
  it.each([
    ['Ana', 'Martínez', 'Ana M.'],
    ['Ana', 'Álvarez', 'Ana Á.'],
    ['Ana', 'de León', 'Ana D.'],
    ['Ana', 'ñuñez', 'Ana Ñ.'],
    ['María José', "Peña-O'Neill Núñez", 'María José P.'],
    ['Ana', '', 'Ana'],
    ['Ana', '   ', 'Ana'],
    ['  Ana ', '  martínez ', 'Ana M.'],
  ])('names %j %j as %j', (firstName, lastName, expected) => {
    expect(displayNameOf(firstName, lastName)).toBe(expected);
  });

  it('takes the accented letter whole when the last name comes decomposed', () => {
    expect(displayNameOf('Ana', 'A\u0301lvarez')).toBe('Ana Á.');
  });
});
