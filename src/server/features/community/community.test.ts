import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Comment, LikeToggle, Post, ShownComment } from '#shared/community.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { translate } from '#server/i18n.ts';
import { commentLikes, comments, communityLikes, communityPosts } from '#server/db/schema.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { createListing, uploadOnDisk, uploadPhoto } from '#server/testing/test-world.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const ctx = useTestContextWithUploads('community');

const members = (howMany: number) =>
  Promise.all(Array.from({ length: howMany }, () => registerUser(ctx.app)));

async function publish(
  client: TestClient,
  body: object = { content: 'Se perdió un perro café en la Escalón' },
) {
  const response = await client.post('/api/community', body);
  if (response.statusCode !== 201) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json<Post>();
}

async function comment(client: TestClient, postId: number, content = '¡Ojalá aparezca pronto!') {
  const response = await client.post(`/api/community/${postId}/comments`, { content });
  if (response.statusCode !== 201) throw new Error(`comment failed: ${response.statusCode} ${response.body}`);
  return response.json<ShownComment>();
}

const likePost = async (client: TestClient, postId: number) =>
  (await client.post(`/api/community/${postId}/like`)).json<LikeToggle>();
const likeComment = async (client: TestClient, commentId: number) =>
  (await client.post(`/api/comments/${commentId}/like`)).json<LikeToggle>();
const remove = (client: TestClient, postId: number | string) =>
  client.request({ method: 'DELETE', url: `/api/community/${postId}` });

async function feed(client: TestClient, query = 'limit=50') {
  const response = await client.get(`/api/community?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Post[]>();
}

async function commentsOf(client: TestClient, postId: number, query = '') {
  const response = await client.get(`/api/community/${postId}/comments${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Comment[]>();
}

async function storedPost(postId: number) {
  const [post] = await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  return post;
}

async function postsBy(authorId: number) {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(communityPosts)
    .where(eq(communityPosts.authorId, authorId));
  return row?.total;
}

async function commentsBy(authorId: number) {
  const [row] = await ctx.db.select({ total: count() }).from(comments).where(eq(comments.authorId, authorId));
  return row?.total;
}

async function postLikeRows(postId: number) {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(communityLikes)
    .where(eq(communityLikes.postId, postId));
  return row?.total;
}

async function commentLikeRows(commentId: number) {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(commentLikes)
    .where(eq(commentLikes.commentId, commentId));
  return row?.total;
}

describe('POST /api/community', () => {
  it('publishes a trimmed post as general, with its photos, thumbnails of the first 4 and the author without email', async () => {
    const { client, user } = await registerUser(ctx.app, { firstName: 'Rosa', lastName: 'Martínez' });
    const photos = await Promise.all([10, 40, 70, 100, 130, 160].map((red) => uploadPhoto(client, red)));
    const response = await client.post('/api/community', {
      content: '  Feria de emprendedores el sábado en el parque Cuscatlán  \n',
      type: 'general',
      images: photos,
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({
      authorId: user.id,
      title: null,
      content: 'Feria de emprendedores el sábado en el parque Cuscatlán',
      type: 'general',
      images: photos,
      thumbnails: photos.slice(0, 4).map(thumbnailUrlOf),
      location: null,
      likeCount: 0,
      commentCount: 0,
      isLiked: false,
      author: { id: user.id, displayName: 'Rosa M.', profileImageUrl: null, gender: null },
    });
    expect(Date.parse(post.createdAt)).not.toBeNaN();
    expect(response.body).not.toContain('email');
    expect(response.body).not.toContain(user.email);
  });

  it('keeps HTML exactly as typed, as plain text', async () => {
    const { client } = await registerUser(ctx.app);
    for (const content of ['<script>alert(1)</script>', '<b>hola</b> & "adiós" \'ya\'']) {
      const post = await publish(client, { content });
      expect(post.content).toBe(content);
      expect((await feed(client)).find((item) => item.id === post.id)?.content).toBe(content);
      expect((await comment(client, post.id, content)).content).toBe(content);
      expect((await commentsOf(client, post.id))[0]).toMatchObject({ content });
    }
  });

  it('accepts exactly 500 characters (after trimming) and emoji within the limit', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await publish(client, { content: `  ${'a'.repeat(500)}  ` })).content).toHaveLength(500);
    expect((await publish(client, { content: '🌋'.repeat(250) })).content).toBe('🌋'.repeat(250));
  });

  it.each([
    ['empty', { content: '' }, 'Escribe algo para publicar'],
    ['whitespace only', { content: '   \n\t  ' }, 'Escribe algo para publicar'],
    ['invisible characters only', { content: '\u200b \u200d' }, 'Escribe algo para publicar'],
    ['missing', {}, 'Escribe algo para publicar'],
    ['not text', { content: 42 }, 'Escribe algo para publicar'],
    ['501 characters', { content: 'a'.repeat(501) }, 'Puedes escribir hasta 500 caracteres'],
    ['a NUL character', { content: 'hola\u0000mundo' }, 'Revisa este dato'],
  ])('refuses a post that is %s with its message', async (_case, body, message) => {
    const { client } = await registerUser(ctx.app);
    const before = (await feed(client)).length;
    const response = await client.post('/api/community', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { content: message } });
    expect((await feed(client)).length).toBe(before);
  });

  it('answers validation messages in English when asked', async () => {
    const { client } = await registerUser(ctx.app);
    const blank = await client.post('/api/community', { content: ' ' }, { 'accept-language': 'en' });
    expect(blank.json().message).toBe('Write something to post');
    const long = await client.post(
      '/api/community',
      { content: 'x'.repeat(501) },
      { 'accept-language': 'en' },
    );
    expect(long.json().message).toBe('You can write up to 500 characters');
  });

  it('refuses unknown types, foreign or missing image files and more than 10 photos', async () => {
    const { client } = await registerUser(ctx.app);
    const unknown = await client.post('/api/community', { content: 'Concierto', type: 'party' });
    expect(unknown.statusCode).toBe(400);
    const foreign = await client.post('/api/community', {
      content: 'Mirad',
      images: ['https://evil.example/x.jpg'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['images.0']).toBe('Elige un archivo de imagen');
    const missing = await client.post('/api/community', {
      content: 'Mirad',
      images: [`/uploads/${'b'.repeat(64)}.jpg`],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Elige un archivo de imagen');
    const photo = await uploadPhoto(client, 200);
    const tooMany = await client.post('/api/community', {
      content: 'Mirad',
      images: Array(11).fill(photo),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Puedes subir hasta 10 fotos');
    expect(
      (await client.post('/api/community', { content: 'Mirad', images: Array(10).fill(photo) })).statusCode,
    ).toBe(201);
  });

  it('throttles one author after 30 posts in an hour, storing nothing more; others still post', async () => {
    const { client, user } = await registerUser(ctx.app);
    for (let index = 0; index < 30; index += 1) await publish(client, { content: `Aviso ${index}` });
    const refused = await client.post('/api/community', { content: 'Uno más' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Demasiados intentos\. Espera \d+ minutos/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(await postsBy(user.id)).toBe(30);
    const other = await registerUser(ctx.app);
    expect((await publish(other.client)).authorId).toBe(other.user.id);
  });
});

describe('GET /api/community', () => {
  it('lists newest first with the viewer’s likes, and pages', async () => {
    const { client } = await registerUser(ctx.app);
    const created: Post[] = [];
    for (let index = 0; index < 25; index += 1) {
      created.push(await publish(client, { content: `Publicación ${index}` }));
    }
    const newestFirst = created.map((post) => post.id).reverse();

    const firstPage = await feed(client, '');
    expect(firstPage.map((post) => post.id)).toEqual(newestFirst.slice(0, 20));
    const secondPage = await feed(client, 'limit=5&offset=20');
    expect(secondPage.map((post) => post.id)).toEqual(newestFirst.slice(20, 25));

    const fan = (await registerUser(ctx.app)).client;
    const liked = newestFirst[2] ?? -1;
    expect(await likePost(fan, liked)).toEqual({ isLiked: true, likeCount: 1 });
    const seenByFan = await feed(fan, 'limit=5');
    expect(seenByFan.map((post) => [post.id, post.isLiked, post.likeCount])).toEqual(
      newestFirst.slice(0, 5).map((id) => [id, id === liked, id === liked ? 1 : 0]),
    );
    const seenByAuthor = await feed(client, 'limit=5');
    expect(seenByAuthor.find((post) => post.id === liked)).toMatchObject({ isLiked: false, likeCount: 1 });
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'offset=-1', 'offset=1.5', 'limit=1&limit=2'])(
    'refuses %s with 400',
    async (query) => {
      const { client } = await registerUser(ctx.app);
      const response = await client.get(`/api/community?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );

  it('never shows the author’s email to anyone', async () => {
    const author = await registerUser(ctx.app);
    const post = await publish(author.client);
    await comment(author.client, post.id);
    const reader = (await registerUser(ctx.app)).client;
    for (const client of [reader, author.client]) {
      const answers = [
        await client.get('/api/community?limit=50'),
        await client.get(`/api/community/${post.id}/comments`),
        await client.post(`/api/community/${post.id}/comments`, { content: 'Yo lo vi' }),
      ];
      for (const answer of answers) {
        expect(answer.body).not.toContain(author.user.email);
        expect(answer.body).not.toContain('"email"');
      }
    }
  });
});

/** Posting places: San Salvador's centre, Santa Tecla (~7 mi away) and Santa Ana (~40 mi away). */
const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
const SANTA_TECLA = { latitude: 13.6769, longitude: -89.2797 };
const SANTA_ANA = { latitude: 13.9942, longitude: -89.5597 };

describe('post types and places', () => {
  it('publishes each type at its approximate place, named by its town; a post without a point has no place', async () => {
    const { client } = await registerUser(ctx.app);
    const lost = await publish(client, { content: 'Se perdió un gato', type: 'lost_found', ...SAN_SALVADOR });
    expect(lost).toMatchObject({ type: 'lost_found', location: 'San Salvador' });
    const stored = await storedPost(lost.id);
    expect(Number(stored?.latitude)).not.toBe(SAN_SALVADOR.latitude);
    expect(Math.abs(Number(stored?.latitude) - SAN_SALVADOR.latitude)).toBeLessThan(0.01);
    const question = await publish(client, {
      content: '¿Alguien sabe de un buen mecánico?',
      type: 'question',
    });
    expect(question).toMatchObject({ type: 'question', location: null });
    expect((await storedPost(question.id))?.latitude).toBeNull();
    for (const body of [
      { content: 'Solo latitud', latitude: 13.7 },
      { content: 'Fuera del mapa', latitude: 95, longitude: -89.2 },
    ])
      expect((await client.post('/api/community', body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('filters the wall by type and, near a point, to posts within the radius; a visitor may read it', async () => {
    const { client } = await registerUser(ctx.app);
    const [centre, tecla, santaAna, nowhere] = [
      await publish(client, { content: 'Feria en la Escalón', type: 'event', ...SAN_SALVADOR }),
      await publish(client, { content: 'Buen pupusódromo', type: 'recommendation', ...SANTA_TECLA }),
      await publish(client, { content: 'Perrito encontrado', type: 'lost_found', ...SANTA_ANA }),
      await publish(client, { content: 'Sin lugar', type: 'event' }),
    ].map((post) => post.id);
    const visitor = new TestClient(ctx.app);
    const ids = async (query: string) => (await feed(visitor, `limit=50&${query}`)).map((post) => post.id);
    const near = `lat=${SAN_SALVADOR.latitude}&lng=${SAN_SALVADOR.longitude}`;

    const nearby = await ids(near);
    expect(nearby).toEqual(expect.arrayContaining([centre, tecla]));
    expect(nearby).not.toContain(santaAna);
    expect(nearby).not.toContain(nowhere);
    expect(await ids(`${near}&radius=2`)).not.toContain(tecla);
    expect(await ids(`${near}&radius=50`)).toContain(santaAna);
    const events = await ids('type=event');
    expect(events).toEqual(expect.arrayContaining([centre, nowhere]));
    expect(events).not.toContain(tecla);
    expect(await ids(`type=event&${near}`)).toEqual(expect.arrayContaining([centre]));
    expect(await ids(`type=event&${near}`)).not.toContain(nowhere);
    expect(await ids('')).toEqual(expect.arrayContaining([centre, tecla, santaAna, nowhere]));
  });

  it.each([
    'type=party',
    'lat=13.7',
    'lng=-89.2',
    'lat=north&lng=-89.2',
    'lat=13.7&lng=-189',
    'lat=13.7&lng=-89.2&radius=0',
    'lat=13.7&lng=-89.2&radius=-3',
    'lat=13.7&lng=-89.2&radius=lejos',
    'lat=13.7&lng=-89.2&radius=5000',
  ])('refuses ?%s with 400', async (query) => {
    const response = await new TestClient(ctx.app).get(`/api/community?${query}`);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('DELETE /api/community/:id', () => {
  it('lets only the author delete; comments and likes go with the post', async () => {
    const author = await registerUser(ctx.app);
    const post = await publish(author.client);
    const other = (await registerUser(ctx.app)).client;
    const reply = await comment(other, post.id);
    await likePost(other, post.id);
    await likeComment(author.client, reply.id);

    const refused = await remove(other, post.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: translate('es', 'api.notYourPost') });
    expect(await storedPost(post.id)).toMatchObject({ likeCount: 1, commentCount: 1 });
    expect(await commentsOf(other, post.id)).toHaveLength(1);

    const deleted = await remove(author.client, post.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await storedPost(post.id)).toBeUndefined();
    expect(await ctx.db.select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
    expect(await postLikeRows(post.id)).toBe(0);
    expect(await commentLikeRows(reply.id)).toBe(0);
    expect((await feed(other)).some((item) => item.id === post.id)).toBe(false);

    const again = await remove(author.client, post.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: translate('es', 'api.postNotFound') });
  });

  it('frees the post’s photos from disk, but keeps a photo still shown elsewhere', async () => {
    const author = await registerUser(ctx.app);
    const onlyHere = await uploadPhoto(author.client, 231);
    const alsoListed = await uploadPhoto(author.client, 237);
    const post = await publish(author.client, { content: 'Regalo', images: [onlyHere, alsoListed] });
    // The same picture uploaded by someone else is the same file (content-addressed), now shown on a product too.
    const seller = await registerUser(ctx.app);
    expect(await uploadPhoto(seller.client, 237)).toBe(alsoListed);
    await createListing(seller.client, [alsoListed]);

    expect((await remove(seller.client, post.id)).statusCode).toBe(403);
    expect(uploadOnDisk(ctx.config.uploadDir, onlyHere)).toBe(true);

    expect((await remove(author.client, post.id)).statusCode).toBe(200);
    expect(uploadOnDisk(ctx.config.uploadDir, onlyHere)).toBe(false);
    expect((await author.client.get(onlyHere)).statusCode).toBe(404);
    expect((await author.client.get(thumbnailUrlOf(onlyHere))).statusCode).toBe(404);
    expect(uploadOnDisk(ctx.config.uploadDir, alsoListed)).toBe(true);
    expect((await author.client.get(alsoListed)).statusCode).toBe(200);
  });

  it('answers 404 for unknown posts and 400 for malformed ids', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await remove(client, 99_999_999)).statusCode).toBe(404);
    for (const malformed of ['abc', '1.5', '-3', '0', '99999999999999', '1e3', '%20']) {
      const response = await remove(client, malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json().message).toBe('No encontramos esa publicación');
    }
  });

  it('never answers 5xx when likes and comments race with the deletion', async () => {
    const author = await registerUser(ctx.app);
    const crowd = await members(8);
    const post = await publish(author.client);
    const reply = await comment(author.client, post.id);
    const answers = await Promise.all([
      ...crowd.map(({ client }) => client.post(`/api/community/${post.id}/like`)),
      ...crowd.map(({ client }) => client.post(`/api/comments/${reply.id}/like`)),
      ...crowd.map(({ client }) => client.post(`/api/community/${post.id}/comments`, { content: 'Rápido' })),
      remove(author.client, post.id),
      ...crowd.map(({ client }) => client.get(`/api/community/${post.id}/comments`)),
    ]);
    for (const answer of answers) expect([200, 201, 404], answer.body).toContain(answer.statusCode);
    expect(await storedPost(post.id)).toBeUndefined();
    expect(await ctx.db.select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
  });
});

describe('POST /api/community/:id/like', () => {
  it('toggles and answers the new state and count', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const fan = (await registerUser(ctx.app)).client;
    expect(await likePost(fan, post.id)).toEqual({ isLiked: true, likeCount: 1 });
    expect(await likePost(client, post.id)).toEqual({ isLiked: true, likeCount: 2 });
    expect(await likePost(fan, post.id)).toEqual({ isLiked: false, likeCount: 1 });
    expect((await feed(fan)).find((item) => item.id === post.id)).toMatchObject({
      isLiked: false,
      likeCount: 1,
    });
    expect((await feed(client)).find((item) => item.id === post.id)).toMatchObject({
      isLiked: true,
      likeCount: 1,
    });
  });

  it('keeps the count exact when many users like and unlike at once', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const crowd = await members(30);

    const likes = await Promise.all(crowd.map((member) => likePost(member.client, post.id)));
    expect(likes.every((answer) => answer.isLiked)).toBe(true);
    expect(new Set(likes.map((answer) => answer.likeCount))).toEqual(new Set(range(1, 30)));
    expect(await storedPost(post.id)).toMatchObject({ likeCount: 30 });
    expect(await postLikeRows(post.id)).toBe(30);

    const leaving = crowd.slice(0, 15);
    const unlikes = await Promise.all(leaving.map((member) => likePost(member.client, post.id)));
    expect(unlikes.every((answer) => !answer.isLiked)).toBe(true);
    expect(new Set(unlikes.map((answer) => answer.likeCount))).toEqual(new Set(range(15, 29)));
    expect(await storedPost(post.id)).toMatchObject({ likeCount: 15 });
    expect(await postLikeRows(post.id)).toBe(15);
    const staying = crowd[20];
    if (!staying) throw new Error('crowd too small');
    expect((await feed(staying.client)).find((item) => item.id === post.id)).toMatchObject({
      isLiked: true,
      likeCount: 15,
    });
  });

  it('stays consistent when the same user taps like several times at once', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const tapper = await registerUser(ctx.app);
    for (const taps of [2, 3, 4, 5]) {
      const answers = await Promise.all(Array.from({ length: taps }, () => likePost(tapper.client, post.id)));
      const rows = await postLikeRows(post.id);
      const stored = await storedPost(post.id);
      expect(rows).toBeLessThanOrEqual(1);
      expect(stored?.likeCount).toBe(rows);
      const seen = (await feed(tapper.client)).find((item) => item.id === post.id);
      expect(seen).toMatchObject({ isLiked: rows === 1, likeCount: rows });
      for (const answer of answers) expect(answer.likeCount).toBe(answer.isLiked ? 1 : 0);
    }
  });

  it('answers 404 for unknown posts and 400 for malformed ids', async () => {
    const { client } = await registerUser(ctx.app);
    const unknown = await client.post('/api/community/99999999/like');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: translate('es', 'api.postNotFound') });
    expect((await client.post('/api/community/abc/like')).statusCode).toBe(400);
    expect((await client.post('/api/community/0/like')).statusCode).toBe(400);
  });

  it('throttles one user’s post and comment likes together after 60 in 10 minutes; others still like', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const reply = await comment(client, post.id);
    const fan = await registerUser(ctx.app);
    for (let index = 0; index < 30; index += 1) {
      await likePost(fan.client, post.id);
      await likeComment(fan.client, reply.id);
    }
    const refusedPost = await fan.client.post(`/api/community/${post.id}/like`);
    expect(refusedPost.statusCode).toBe(429);
    expect(refusedPost.json()).toEqual({
      message: expect.stringMatching(/^Demasiados intentos\. Espera \d+ minutos/),
    });
    expect(Number(refusedPost.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refusedPost.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    const refusedComment = await fan.client.post(`/api/comments/${reply.id}/like`, undefined, {
      'accept-language': 'en',
    });
    expect(refusedComment.statusCode).toBe(429);
    expect(refusedComment.json().message).toMatch(/^Too many attempts\. Wait \d+ minutes/);
    expect(await postLikeRows(post.id)).toBe(0);
    expect(await commentLikeRows(reply.id)).toBe(0);
    expect(await likePost(client, post.id)).toEqual({ isLiked: true, likeCount: 1 });
    expect(await likeComment(client, reply.id)).toEqual({ isLiked: true, likeCount: 1 });
  });
});

describe('comments', () => {
  it('adds trimmed comments, lists them oldest first with authors, and counts them', async () => {
    const author = await registerUser(ctx.app);
    const post = await publish(author.client);
    const neighbour = await registerUser(ctx.app, { firstName: 'Óscar', lastName: 'Romero' });
    const response = await neighbour.client.post(`/api/community/${post.id}/comments`, {
      content: '   Lo vi cerca de la Masferrer   ',
    });
    expect(response.statusCode).toBe(201);
    const first = response.json<Comment>();
    expect(first).toMatchObject({
      postId: post.id,
      content: 'Lo vi cerca de la Masferrer',
      likeCount: 0,
      isLiked: false,
      author: { id: neighbour.user.id, displayName: 'Óscar R.', profileImageUrl: null },
    });
    const second = await comment(author.client, post.id, 'Gracias');
    const third = await comment(neighbour.client, post.id, 'De nada');

    const listed = await commentsOf(author.client, post.id);
    expect(listed.map((item) => item.id)).toEqual([first.id, second.id, third.id]);
    expect(listed[0]).toEqual(first);
    expect(await commentsOf(author.client, post.id, '?limit=1&offset=1')).toEqual([listed[1]]);
    expect((await feed(neighbour.client)).find((item) => item.id === post.id)?.commentCount).toBe(3);
    expect(await commentsOf(author.client, post.id, '?limit=100')).toEqual(listed);
  });

  it.each([
    ['empty', { content: '' }, 'Escribe un comentario'],
    ['whitespace only', { content: ' \n ' }, 'Escribe un comentario'],
    ['missing', {}, 'Escribe un comentario'],
    ['501 characters', { content: 'c'.repeat(501) }, 'Puedes escribir hasta 500 caracteres'],
  ])('refuses a comment that is %s with its message', async (_case, body, message) => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const response = await client.post(`/api/community/${post.id}/comments`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { content: message } });
    expect(await storedPost(post.id)).toMatchObject({ commentCount: 0 });
    expect(await commentsOf(client, post.id)).toEqual([]);
  });

  it('counts exactly when many comment at once', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const crowd = await members(30);
    const added = await Promise.all(
      crowd.map((member, index) => comment(member.client, post.id, `Hola ${index}`)),
    );
    expect(new Set(added.map((item) => item.id)).size).toBe(30);
    expect(await storedPost(post.id)).toMatchObject({ commentCount: 30 });
    const listed = await commentsOf(client, post.id);
    expect(listed).toHaveLength(30);
    expect(new Set(listed.map((item) => item.id))).toEqual(new Set(added.map((item) => item.id)));
    const times = listed.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('throttles one commenter after 30 comments in 10 minutes, storing nothing more; others still comment', async () => {
    const author = await registerUser(ctx.app);
    const post = await publish(author.client);
    const chatty = await registerUser(ctx.app);
    for (let index = 0; index < 30; index += 1) await comment(chatty.client, post.id, `Comentario ${index}`);
    const refused = await chatty.client.post(
      `/api/community/${post.id}/comments`,
      { content: 'Otro más' },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Wait \d+ minutes/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    expect(await commentsBy(chatty.user.id)).toBe(30);
    expect(await storedPost(post.id)).toMatchObject({ commentCount: 30 });
    expect((await comment(author.client, post.id)).author.id).toBe(author.user.id);
  });

  it('toggles comment likes exactly, also when many like at once', async () => {
    const { client } = await registerUser(ctx.app);
    const post = await publish(client);
    const reply = await comment(client, post.id);
    const fan = await registerUser(ctx.app);
    expect(await likeComment(fan.client, reply.id)).toEqual({ isLiked: true, likeCount: 1 });
    expect((await commentsOf(fan.client, post.id))[0]).toMatchObject({ isLiked: true, likeCount: 1 });
    expect((await commentsOf(client, post.id))[0]).toMatchObject({ isLiked: false, likeCount: 1 });
    expect(await likeComment(fan.client, reply.id)).toEqual({ isLiked: false, likeCount: 0 });

    const crowd = await members(20);
    await Promise.all(crowd.map((member) => likeComment(member.client, reply.id)));
    await Promise.all(crowd.slice(0, 5).map((member) => likeComment(member.client, reply.id)));
    await Promise.all(Array.from({ length: 4 }, () => likeComment(fan.client, reply.id)));
    const rows = await commentLikeRows(reply.id);
    const [stored] = await ctx.db.select().from(comments).where(eq(comments.id, reply.id));
    expect(stored?.likeCount).toBe(rows);
    const fanLikes = await ctx.db
      .select()
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, reply.id), eq(commentLikes.userId, fan.user.id)));
    expect(rows).toBe(15 + fanLikes.length);
    expect((await commentsOf(fan.client, post.id))[0]).toMatchObject({
      isLiked: fanLikes.length === 1,
      likeCount: rows,
    });
  });

  it('answers 404 for unknown posts and comments and 400 for malformed ids', async () => {
    const { client } = await registerUser(ctx.app);
    const listUnknown = await client.get('/api/community/99999999/comments');
    expect(listUnknown.statusCode).toBe(404);
    expect(listUnknown.json()).toEqual({ message: translate('es', 'api.postNotFound') });
    expect((await client.post('/api/community/99999999/comments', { content: 'Hola' })).statusCode).toBe(404);
    const likeUnknown = await client.post('/api/comments/99999999/like');
    expect(likeUnknown.statusCode).toBe(404);
    expect(likeUnknown.json()).toEqual({ message: translate('es', 'api.commentNotFound') });
    expect((await client.get('/api/community/abc/comments')).statusCode).toBe(400);
    expect((await client.post('/api/community/-1/comments', { content: 'Hola' })).statusCode).toBe(400);
    const malformedComment = await client.post('/api/comments/abc/like');
    expect(malformedComment.statusCode).toBe(400);
    expect(malformedComment.json().message).toBe('No encontramos ese comentario');
    const post = await publish(client);
    expect((await client.get(`/api/community/${post.id}/comments?limit=0`)).statusCode).toBe(400);
  });
});

describe('hidden by moderation', () => {
  it('takes no likes or comments on a hidden post or comment (410) and counts nothing', async () => {
    const [author, neighbour] = await members(2);
    if (!author || !neighbour) throw new Error('two members');
    const post = await publish(author.client);
    const kept = await comment(author.client, post.id);
    const hiddenComment = await comment(author.client, post.id, 'Llámame al 7123-4567');
    await ctx.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, hiddenComment.id));
    const likedHiddenComment = await neighbour.client.post(`/api/comments/${hiddenComment.id}/like`);
    expect(likedHiddenComment.statusCode).toBe(410);
    expect(likedHiddenComment.json()).toEqual({ message: translate('es', 'api.contentRemoved') });

    await ctx.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, post.id));
    expect((await neighbour.client.post(`/api/community/${post.id}/like`)).statusCode).toBe(410);
    expect((await neighbour.client.post(`/api/comments/${kept.id}/like`)).statusCode).toBe(410);
    const commented = await neighbour.client.post(`/api/community/${post.id}/comments`, { content: 'Hola' });
    expect(commented.statusCode).toBe(410);
    expect(commented.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    const [stored] = await ctx.db
      .select({ likes: communityPosts.likeCount, comments: communityPosts.commentCount })
      .from(communityPosts)
      .where(eq(communityPosts.id, post.id));
    expect(stored).toEqual({ likes: 0, comments: 2 });
    const [likes] = await ctx.db
      .select({ total: count() })
      .from(commentLikes)
      .where(eq(commentLikes.userId, neighbour.user.id));
    expect(likes?.total).toBe(0);
  });
});

describe('without a session', () => {
  it('reads the wall, a post and its comments, liking none; a hidden post stays removed', async () => {
    const [author] = await members(1);
    if (!author) throw new Error('no member');
    const post = await publish(author.client);
    const answer = await comment(author.client, post.id);
    await likePost(author.client, post.id);
    await likeComment(author.client, answer.id);
    const visitor = new TestClient(ctx.app);
    expect((await feed(visitor)).find((each) => each.id === post.id)).toMatchObject({
      isLiked: false,
      likeCount: 1,
    });
    expect((await visitor.get(`/api/community/${post.id}`)).json<Post>().isLiked).toBe(false);
    expect(await commentsOf(visitor, post.id)).toEqual([
      expect.objectContaining({ id: answer.id, isLiked: false }),
    ]);
    await ctx.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, post.id));
    expect((await visitor.get(`/api/community/${post.id}`)).statusCode).toBe(410);
    expect((await feed(visitor)).map((each) => each.id)).not.toContain(post.id);
  });

  it.each([
    ['POST', '/api/community'],
    ['DELETE', '/api/community/1'],
    ['POST', '/api/community/1/like'],
    ['POST', '/api/community/1/comments'],
    ['POST', '/api/comments/1/like'],
  ])('%s %s answers 401', async (method, url) => {
    const response = await new TestClient(ctx.app).request({
      method,
      url,
      ...(method === 'POST' ? { payload: { content: 'Hola' } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
