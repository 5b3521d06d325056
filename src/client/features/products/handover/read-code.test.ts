import { describe, expect, it } from 'vitest';
import { handoverCodeIn } from './read-code.ts';

describe('handoverCodeIn', () => {
  it('reads the code of the link a buyer’s QR carries, or six digits alone', () => {
    expect(handoverCodeIn('https://cerquita.sv/products/12/handover?code=012345')).toBe('012345');
    expect(handoverCodeIn('123 456')).toBe('123456');
  });

  it('reads nothing from another link or text', () => {
    expect(handoverCodeIn('https://cerquita.sv/products/12')).toBeNull();
    expect(handoverCodeIn('https://cerquita.sv/products/12/handover?code=12345')).toBeNull();
    expect(handoverCodeIn('hola')).toBeNull();
  });
});
