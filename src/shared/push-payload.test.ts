import { describe, expect, it } from 'vitest';
import { parsePushPayload, pushTarget } from './push-payload.ts';

describe('parsePushPayload', () => {
  it('reads the title, text and path a push carries', () => {
    const text = JSON.stringify({
      title: 'Nuevo mensaje',
      body: 'Bruno: ¿Sigue disponible?',
      url: '/chat/12',
      extra: 1,
    });
    expect(parsePushPayload(text)).toEqual({
      title: 'Nuevo mensaje',
      body: 'Bruno: ¿Sigue disponible?',
      url: '/chat/12',
    });
  });

  it('answers null to anything else', () => {
    for (const text of ['', 'hola', '[]', 'null', JSON.stringify({ title: 'Sin texto', url: '/' })]) {
      expect(parsePushPayload(text)).toBeNull();
    }
  });
});

describe('pushTarget', () => {
  const origin = 'https://cerquita.sv';

  it('keeps a path of this app, with its query and fragment', () => {
    expect(pushTarget('/chat/12?from=push#last', origin)).toBe('/chat/12?from=push#last');
    expect(pushTarget('https://cerquita.sv/products/3', origin)).toBe('/products/3');
  });

  it('opens the home screen for another site or something that is no address', () => {
    expect(pushTarget('https://estafa.example/premio', origin)).toBe('/');
    expect(pushTarget('//estafa.example/premio', origin)).toBe('/');
    expect(pushTarget('http://[::1', origin)).toBe('/');
  });
});
