import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext({ TILE_URL: 'https://tiles.example.sv/{z}/{x}/{y}.png' });

describe('GET /api/config', () => {
  it('tells the browser the configured tile server, and the CSP admits it', async () => {
    const response = await new TestClient(ctx.app).get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tileUrl: 'https://tiles.example.sv/{z}/{x}/{y}.png',
      adminRequiresTwoFactor: false,
    });
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('https://tiles.example.sv');
  });
});
