import { describe, expect, it } from 'vitest';
import { alternativesOf, searchWords, SYNONYM_GROUPS } from './synonyms.ts';

describe('search synonyms', () => {
  it('writes every word as the search compares them: lower case, no accents, no repeats across groups', () => {
    const words = SYNONYM_GROUPS.flat();
    for (const word of words) expect(searchWords(word), word).toEqual([word]);
    expect(new Set(words).size).toBe(words.length);
  });

  it('expands each word to its group, plurals included, and keeps other words alone', () => {
    expect(alternativesOf('refri')).toEqual(['refri', 'refrigeradora', 'refrigerador', 'nevera']);
    expect(alternativesOf('celulares')).toEqual([
      'celulares',
      'celular',
      'telefono',
      'movil',
      'cel',
      'smartphone',
    ]);
    expect(alternativesOf('bicis')).toEqual(['bicis', 'bici', 'bicicleta']);
    expect(alternativesOf('licuadora')).toEqual(['licuadora']);
  });
});
