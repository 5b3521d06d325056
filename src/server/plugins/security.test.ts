import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/** The Content-Security-Policy's directives by name, each with its sources. */
function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('Content-Security-Policy', () => {
  const ctx = useTestContext({
    APP_URL: 'https://cerquita.example',
    TILE_URL: 'https://{s}.tiles.example.sv/{z}/{x}/{y}.png',
  });

  it('lets the page connect only to itself, its own socket origin and the tile host', async () => {
    const response = await new TestClient(ctx.app).get('/api/health');
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'wss://cerquita.example',
      'https://*.tiles.example.sv',
    ]);
  });

  it('runs only the app’s own scripts: no inline or evaluated script', async () => {
    const response = await new TestClient(ctx.app).get('/api/health');
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
