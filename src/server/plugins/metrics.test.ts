import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one series in Prometheus text, found by its name and labels as printed. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestContext();

  it('does not exist', async () => {
    const response = await new TestClient(ctx.app).get('/metrics', bearer(TOKEN));
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const ctx = useTestContext({ METRICS_TOKEN: TOKEN });

  it('answers 401 without the header, with another token or another scheme', async () => {
    const client = new TestClient(ctx.app);
    for (const headers of [{}, bearer('not-the-token-at-all-0123'), { authorization: `Basic ${TOKEN}` }]) {
      const response = await client.get('/metrics', headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers Prometheus text with the process defaults, sockets, outbox and request durations by route', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/api/health/live');
    await client.get('/api/products/123456789');
    const response = await client.get('/metrics', bearer(TOKEN));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(seriesValue(text, 'realtime_open_sockets')).toBe(0);
    expect(seriesValue(text, 'notification_outbox_depth')).toBeGreaterThanOrEqual(0);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}',
      ),
    ).toBe(1);
    // Ids stay out of the labels: the route's pattern names the series.
    expect(text).toContain('route="/api/products/:id"');
    expect(text).not.toContain('123456789');
  });

  it('counts throttle refusals by route', async () => {
    const client = new TestClient(ctx.app);
    let refused = 0;
    for (let attempt = 0; attempt < 30 && refused === 0; attempt += 1) {
      const response = await client.post('/api/login', {
        email: 'nobody@example.com',
        password: 'wrong-password',
      });
      if (response.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const text = (await client.get('/metrics', bearer(TOKEN))).body;
    expect(seriesValue(text, 'throttle_refusals_total{route="/api/login"}')).toBe(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'shows the PostgreSQL pool and the time queries held a connection',
    async () => {
      const client = new TestClient(ctx.app);
      await client.get('/api/health');
      const text = (await client.get('/metrics', bearer(TOKEN))).body;
      expect(seriesValue(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(seriesValue(text, 'db_pool_connections{state="waiting"}')).toBe(0);
      expect(seriesValue(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    },
  );
});
