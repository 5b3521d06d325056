import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '#server/testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TILE_URL: 'https://tiles.example.sv/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/config', () => {
  it('tells the browser the configured tile server, and the CSP admits it', async () => {
    const response = await new TestClient(ctx.app).get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: 'https://tiles.example.sv/{z}/{x}/{y}.png' });
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('https://tiles.example.sv');
  });
});
