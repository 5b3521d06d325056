import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads as uploadRecords, users } from '#server/db/schema.ts';
import { registerUser, type TestClient } from '#server/testing/test-app.ts';

import { UPLOADS_PER_DAY } from './service.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const ctx = useTestContextWithUploads('quota');

const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
    .png()
    .toBuffer();

async function upload(client: TestClient, language = 'es') {
  return client.request({
    method: 'POST',
    url: '/api/uploads',
    payload: await png(),
    headers: { 'content-type': 'image/png', 'accept-language': language },
  });
}

/** As if the user had uploaded `count` pictures that long ago (the quota counts records, not requests). */
async function recordUploads(ownerId: number, count: number, hoursAgo: number) {
  await ctx.db.insert(uploadRecords).values(
    Array.from({ length: count }, () => ({
      hash: randomBytes(32).toString('hex'),
      ownerId,
      createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
    })),
  );
}

describe('the daily upload quota', () => {
  it(`refuses a user's picture past ${UPLOADS_PER_DAY} in 24 hours with 429, translated, until the oldest is a day old`, async () => {
    const { client, user } = await registerUser(ctx.app);
    await recordUploads(user.id, UPLOADS_PER_DAY - 1, 2);
    expect((await upload(client)).statusCode).toBe(201);

    const refused = await upload(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `Llegaste al límite de ${UPLOADS_PER_DAY} fotos por día. Inténtalo de nuevo mañana.`,
    });
    // The oldest counted picture is 2 hours old: room again in about 22 hours.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(21 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3600);
    expect((await upload(client, 'en')).json()).toEqual({
      message: `You reached the limit of ${UPLOADS_PER_DAY} photos a day. Try again tomorrow.`,
    });

    // A picture sent inline counts the same.
    const inline = await client.post('/api/user/profile-picture', {
      profileImageUrl: `data:image/png;base64,${(await png()).toString('base64')}`,
    });
    expect(inline.statusCode).toBe(429);

    const other = await registerUser(ctx.app);
    expect((await upload(other.client)).statusCode).toBe(201);
  });

  it('answers 401, not 500, when the account is deleted while its upload is under way', async () => {
    const { user } = await registerUser(ctx.app);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    await expect(ctx.deps.uploads.save(await png(), user.id)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('counts only the last 24 hours', async () => {
    const { client, user } = await registerUser(ctx.app);
    await recordUploads(user.id, UPLOADS_PER_DAY, 25);
    expect((await upload(client)).statusCode).toBe(201);
  });
});
