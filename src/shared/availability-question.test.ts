import { describe, expect, it } from 'vitest';
import es from './locales/es/productDetail.json' with { type: 'json' };
import en from './locales/en/productDetail.json' with { type: 'json' };
import { isAvailabilityQuestion } from './availability-question.ts';

describe('isAvailabilityQuestion', () => {
  it("recognises the listing's one-tap question in both languages", () => {
    expect(isAvailabilityQuestion(es.quickAvailable)).toBe(true);
    expect(isAvailabilityQuestion(en.quickAvailable)).toBe(true);
  });

  it.each([
    '¿Sigue disponible?',
    'sigue disponible?',
    'Sigue disponible',
    'SIGUE DISPONIBLE??',
    '¿sigue disponible? 🙏',
    '¿Todavía está disponible?',
    'todavia esta disponible',
    'Hola, ¿todavía está disponible?',
    'Hola buenas, sigue disponible?',
    'Buenas tardes! ¿Está disponible aún?',
    '¿Aún disponible?',
    '¿Disponible?',
    '¿Esto sigue disponible?',
    '¿Sigue a la venta?',
    '¿Aún lo tenés?',
    'aun lo tenes',
    '¿Todavía lo tienes?',
    '¿Lo tiene todavía?',
    '¿Siempre lo tenés?',
    '¿Lo tenés disponible?',
    '¿Sigue disponible? Gracias',
    'Is this still available?',
    'is it still available',
    'Hi, is this still available?',
    'Hello there! Is this item still available? Thanks',
    'Still available?',
    'Is it still for sale?',
    'Do you still have it?',
  ])('recognises %j', (text) => {
    expect(isAvailabilityQuestion(text)).toBe(true);
  });

  it.each([
    // About something else: a one-tap answer would be about the wrong thing.
    '¿Sigue disponible el otro?',
    '¿Está disponible el sábado?',
    'Is the other one still available?',
    // Asks more than that, or denies.
    '¿Sigue disponible? ¿Y en cuánto lo dejás?',
    '¿Ya no está disponible?',
    'No está disponible',
    '¿Lo tenés?',
    // Other questions and chatter.
    '¿Cuál es tu último precio?',
    'Hola',
    'Ya se vendió',
    'Sí, sigue disponible',
    '',
    '   ',
  ])('leaves %j to the seller', (text) => {
    expect(isAvailabilityQuestion(text)).toBe(false);
  });
});
