import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health and /api/docs', () => {
  it('answers ok when the database answers', async () => {
    const response = await new TestClient(ctx.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('documents the API from the route schemas', async () => {
    const spec = await new TestClient(ctx.app).get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/products', '/api/products/{id}']),
    );
    expect(spec.json().paths['/api/register'].post.requestBody).toBeDefined();
    const ui = await new TestClient(ctx.app).get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
