import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '#server/i18n.ts';
import {
  comments,
  communityPosts,
  conversations,
  favorites,
  messages,
  products,
  sessions,
  users,
} from '#server/db/schema.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import {
  createListing,
  favorite,
  send,
  uploadOnDisk,
  uploadPhoto,
  verifyMailedAddress,
} from '#server/testing/test-world.ts';
import * as insert from '#server/testing/inserts.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const adminEmail = uniqueEmail('admin');
const ctx = useTestContextWithUploads('users', { ADMIN_EMAILS: ` ${adminEmail.toUpperCase()} ` });

const SECRET_FIELDS = ['password', 'resetToken', 'resetTokenExpiry'];
const NAME_CONTROL_MESSAGE =
  'El nombre no puede llevar saltos de línea, tabulaciones ni caracteres invisibles';
const expectNoSecrets = (body: string) => {
  for (const field of SECRET_FIELDS) expect(body).not.toContain(`"${field}"`);
};

const patchProfile = (client: TestClient, body: object, language?: string) =>
  send(client, 'PATCH', '/api/user/profile', body, language);
const changePassword = (client: TestClient, body: object, language?: string) =>
  send(client, 'PATCH', '/api/user/password', body, language);
const setPicture = (client: TestClient, profileImageUrl: unknown, language?: string) =>
  send(client, 'POST', '/api/user/profile-picture', { profileImageUrl }, language);
const deleteAccount = (client: TestClient, body?: object, language?: string) =>
  send(client, 'DELETE', '/api/user/account', body, language);

async function signIn(email: string, password = DEFAULT_PASSWORD) {
  const client = new TestClient(ctx.app);
  const response = await client.post('/api/login', { email, password });
  return { client, response };
}

describe('GET /api/user', () => {
  it('marks an ADMIN_EMAILS user as admin once the address is verified, in any letter case, and nobody else', async () => {
    const { client: admin } = await registerUser(ctx.app, { email: adminEmail });
    expect((await admin.get('/api/user')).json()).toMatchObject({ isAdmin: false, emailVerified: false });
    await verifyMailedAddress(ctx, adminEmail);
    const me = await admin.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: adminEmail, isAdmin: true, emailVerified: true });
    expectNoSecrets(me.body);
    const { client } = await registerUser(ctx.app);
    expect((await client.get('/api/user')).json().isAdmin).toBe(false);
  });
});

describe('POST /api/user/safety-tips-seen', () => {
  const showsTips = async (client: TestClient) =>
    (await client.get('/api/user')).json<{ showSafetyTips: boolean }>().showSafetyTips;
  const seenAt = async (userId: number) =>
    (await ctx.db.select({ at: users.safetyTipsSeenAt }).from(users).where(eq(users.id, userId)))[0]?.at;

  it('shows a new account the tips until it says it saw them, on every phone; the first time is kept', async () => {
    const { client: firstPhone, user } = await registerUser(ctx.app);
    const { client: secondPhone } = await signIn(user.email);
    expect(await showsTips(firstPhone)).toBe(true);
    const seen = await firstPhone.post('/api/user/safety-tips-seen');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ success: true });
    expect(await showsTips(firstPhone)).toBe(false);
    expect(await showsTips(secondPhone)).toBe(false);
    const first = await seenAt(user.id);
    expect(first).toBeInstanceOf(Date);
    expect((await secondPhone.post('/api/user/safety-tips-seen', {})).statusCode).toBe(200);
    expect(await seenAt(user.id)).toEqual(first);
  });

  it('never shows them by themselves to an account older than a day', async () => {
    const { client, user } = await registerUser(ctx.app);
    await ctx.db
      .update(users)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(users.id, user.id));
    expect(await showsTips(client)).toBe(false);
    expect(await seenAt(user.id)).toBeNull();
  });

  it('needs a session, marks only the caller, and refuses a body naming anyone', async () => {
    const { client: ana, user: anaUser } = await registerUser(ctx.app);
    const { client: beto, user: betoUser } = await registerUser(ctx.app);
    const anonymous = await new TestClient(ctx.app).post('/api/user/safety-tips-seen');
    expect(anonymous.statusCode).toBe(401);
    for (const body of [{ userId: anaUser.id }, { seen: true }]) {
      const refused = await send(beto, 'POST', '/api/user/safety-tips-seen', body, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('Check this field');
    }
    const notJson = await beto.request({
      method: 'POST',
      url: '/api/user/safety-tips-seen',
      headers: { 'content-type': 'application/json' },
      payload: '[1',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await seenAt(anaUser.id)).toBeNull();
    expect(await seenAt(betoUser.id)).toBeNull();
    expect((await beto.post('/api/user/safety-tips-seen')).statusCode).toBe(200);
    expect(await showsTips(ana)).toBe(true);
  });
});

describe('PATCH /api/user/profile', () => {
  it('updates the name and location, trimmed, and leaves out what is not sent', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await patchProfile(client, {
      firstName: '  Ana  ',
      lastName: ' López ',
      location: ' Santa Tecla ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Ana',
      lastName: 'López',
      location: 'Santa Tecla',
    });
    expectNoSecrets(response.body);

    const onlyName = await patchProfile(client, { firstName: 'Ana María' });
    expect(onlyName.json()).toMatchObject({
      firstName: 'Ana María',
      lastName: 'López',
      location: 'Santa Tecla',
    });

    const cleared = await patchProfile(client, { firstName: 'Ana', lastName: '', location: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ lastName: '', location: null });
    expect((await client.get('/api/user')).json()).toMatchObject({ firstName: 'Ana', lastName: '' });
  });

  it.each([
    ['firstName', {}, 'Escribe tu nombre'],
    ['firstName', { firstName: '' }, 'Escribe tu nombre'],
    ['firstName', { firstName: '    ' }, 'Escribe tu nombre'],
    ['firstName', { firstName: 'A' }, 'Escribe tu nombre'],
    ['firstName', { firstName: 42 }, 'Escribe tu nombre'],
    ['firstName', { firstName: 'x'.repeat(101) }, 'El nombre es demasiado largo'],
    ['lastName', { firstName: 'Ana', lastName: 'x'.repeat(101) }, 'El nombre es demasiado largo'],
    ['location', { firstName: 'Ana', location: 'x'.repeat(201) }, 'El texto es demasiado largo'],
    ['firstName', { firstName: 'Ana\nGana dinero en wa.me/503' }, NAME_CONTROL_MESSAGE],
    ['firstName', { firstName: 'Ana\u0000' }, NAME_CONTROL_MESSAGE],
    ['lastName', { firstName: 'Ana', lastName: 'López\u2066abc' }, NAME_CONTROL_MESSAGE],
    ['lastName', { firstName: 'Ana', lastName: 'López\u0090' }, NAME_CONTROL_MESSAGE],
  ])('refuses an invalid %s with its message and changes nothing', async (field, body, message) => {
    const { client } = await registerUser(ctx.app);
    const response = await patchProfile(client, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect((await client.get('/api/user')).json()).toMatchObject({
      firstName: 'María',
      lastName: 'Hernández',
    });
  });

  it('answers in English when asked', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await patchProfile(client, { firstName: ' ' }, 'en');
    expect(response.json().message).toBe('Enter your name');
  });

  it('needs a session', async () => {
    const response = await patchProfile(new TestClient(ctx.app), { firstName: 'Ana' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/user/profile-picture', () => {
  it('sets an uploaded picture, replaces it (deleting the old file) and removes it', async () => {
    const { client } = await registerUser(ctx.app);
    const first = await uploadPhoto(client);
    const set = await setPicture(client, first);
    expect(set.statusCode).toBe(200);
    expect(set.json().profileImageUrl).toBe(first);
    expect((await client.get('/api/user')).json().profileImageUrl).toBe(first);

    const second = await uploadPhoto(client);
    expect((await setPicture(client, second)).json().profileImageUrl).toBe(second);
    expect(uploadOnDisk(ctx.config.uploadDir, first)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, second)).toBe(true);

    const again = await setPicture(client, second);
    expect(again.statusCode).toBe(200);
    expect(uploadOnDisk(ctx.config.uploadDir, second)).toBe(true);

    const removed = await setPicture(client, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImageUrl).toBeNull();
    expect(uploadOnDisk(ctx.config.uploadDir, second)).toBe(false);
  });

  it('keeps the old file when a product still shows it', async () => {
    const { client } = await registerUser(ctx.app);
    const photo = await uploadPhoto(client);
    await createListing(client, [photo]);
    await setPicture(client, photo);
    await setPicture(client, null);
    expect(uploadOnDisk(ctx.config.uploadDir, photo)).toBe(true);
  });

  it.each([
    ['a foreign URL', 'https://evil.example/foto.jpg'],
    ['an upload that does not exist', `/uploads/${'b'.repeat(64)}.jpg`],
    ['a thumbnail URL', `/uploads/${'c'.repeat(64)}.thumb.jpg`],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a path outside uploads', '/uploads/../../package.json'],
    ['a number', 7],
    ['nothing', undefined],
  ])('refuses %s with 400', async (_label, url) => {
    const { client } = await registerUser(ctx.app);
    const response = await setPicture(client, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Elige un archivo de imagen');
    expect((await client.get('/api/user')).json().profileImageUrl).toBeNull();
  });

  it('refuses a missing upload in English too', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await setPicture(client, `/uploads/${'d'.repeat(64)}.jpg`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Choose an image file' });
  });

  it('needs a session', async () => {
    const response = await setPicture(new TestClient(ctx.app), null);
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/password', () => {
  it('changes the password, ends the other sessions and keeps the caller signed in', async () => {
    const { client, user } = await registerUser(ctx.app);
    const { client: phone } = await signIn(user.email);
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    const response = await changePassword(client, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: translate('es', 'api.passwordChanged') });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);

    expect((await signIn(user.email)).response.statusCode).toBe(401);
    expect((await signIn(user.email, 'nueva-clave')).response.statusCode).toBe(200);
  });

  it('accepts a body without confirmPassword (the documented contract sends only two fields)', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await changePassword(client, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'otra-clave',
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(user.email, 'otra-clave')).response.statusCode).toBe(200);
  });

  it.each([
    ['currentPassword', { newPassword: 'nueva-clave' }, 'Escribe tu contraseña actual'],
    ['currentPassword', { currentPassword: '', newPassword: 'nueva-clave' }, 'Escribe tu contraseña actual'],
    [
      'newPassword',
      { currentPassword: DEFAULT_PASSWORD, newPassword: '123' },
      'La contraseña debe tener al menos 6 caracteres',
    ],
    ['newPassword', { currentPassword: DEFAULT_PASSWORD }, 'La contraseña debe tener al menos 6 caracteres'],
    [
      'confirmPassword',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'nueva-clave', confirmPassword: 'nueva-clavE' },
      'Las nuevas contraseñas no coinciden',
    ],
  ])('refuses an invalid %s with its message', async (field, body, message) => {
    const { client, user } = await registerUser(ctx.app);
    const response = await changePassword(client, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect((await signIn(user.email)).response.statusCode).toBe(200);
  });

  it('says the password errors in English', async () => {
    const { client } = await registerUser(ctx.app);
    const cases: [object, string][] = [
      [{ newPassword: 'nueva-clave' }, 'Enter your current password'],
      [{ currentPassword: DEFAULT_PASSWORD, newPassword: '12345' }, 'Password must be at least 6 characters'],
      [
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'nueva-clave', confirmPassword: 'x-nueva-clave' },
        "New passwords don't match",
      ],
      [
        { currentPassword: 'incorrecta', newPassword: 'nueva-clave' },
        translate('en', 'api.currentPasswordWrong'),
      ],
    ];
    for (const [body, message] of cases) {
      const response = await changePassword(client, body, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a wrong current password with 400 (not 401), keeping the session and the password', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await changePassword(client, {
      currentPassword: 'incorrecta',
      newPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: translate('es', 'api.currentPasswordWrong') });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await signIn(user.email)).response.statusCode).toBe(200);
    expect((await signIn(user.email, 'nueva-clave')).response.statusCode).toBe(401);
  });

  it('throttles wrong current passwords per user, even with the right one afterwards', async () => {
    const { client, user } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(client, {
        currentPassword: `mala-${attempt}`,
        newPassword: 'nueva-clave',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await changePassword(client, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'nueva-clave',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos\. Espera \d+ minutos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(user.email)).response.statusCode).toBe(200);
    // Another user is not affected.
    const { client: other } = await registerUser(ctx.app);
    const fine = await changePassword(other, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'nueva-clave',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await changePassword(new TestClient(ctx.app), {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('DELETE /api/user/account', () => {
  it.each([
    ['no body', undefined],
    ['no confirmation', { password: DEFAULT_PASSWORD }],
    ['the wrong word', { confirmation: 'borrar', password: DEFAULT_PASSWORD }],
    ['an empty word', { confirmation: '', password: DEFAULT_PASSWORD }],
    ['a word containing it', { confirmation: 'eliminar cuenta', password: DEFAULT_PASSWORD }],
    ['a number', { confirmation: 1, password: DEFAULT_PASSWORD }],
  ])('refuses %s and deletes nothing', async (_label, body) => {
    const { client, user } = await registerUser(ctx.app);
    const response = await deleteAccount(client, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Escribe “eliminar” para confirmar');
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('says the confirmation message in English', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await deleteAccount(client, { confirmation: 'nope', password: DEFAULT_PASSWORD }, 'en');
    expect(response.json()).toMatchObject({ message: 'Type “delete” to confirm' });
  });

  it.each([
    ['no password', { confirmation: 'eliminar' }, 'Escribe tu contraseña actual'],
    ['an empty password', { confirmation: 'eliminar', password: '' }, 'Escribe tu contraseña actual'],
    [
      'a wrong password',
      { confirmation: 'eliminar', password: 'otra-cosa' },
      translate('es', 'api.currentPasswordWrong'),
    ],
  ])('refuses %s with 400 and deletes nothing', async (_label, body, message) => {
    const { client, user } = await registerUser(ctx.app);
    const response = await deleteAccount(client, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('says a wrong password in English', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await deleteAccount(client, { confirmation: 'delete', password: 'nope' }, 'en');
    expect(response.json()).toEqual({ message: translate('en', 'api.currentPasswordWrong') });
  });

  it('gives a session holder five password guesses per 15 minutes, then refuses even the right one', async () => {
    const { client, user } = await registerUser(ctx.app);
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        deleteAccount(client, { confirmation: 'eliminar', password: `guess-${index}` }),
      ),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const right = await deleteAccount(client, { confirmation: 'eliminar', password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it.each(['eliminar', 'ELIMINAR', ' Delete ', 'delete'])('accepts the confirmation %j', async (word) => {
    const { client } = await registerUser(ctx.app);
    const response = await deleteAccount(client, { confirmation: word, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await deleteAccount(new TestClient(ctx.app), { confirmation: 'eliminar' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('removes the user and everything they own; others keep their conversations, content and exact counters', async () => {
    const { db } = ctx;
    const leaving = await registerUser(ctx.app);
    const { client: leavingPhone } = await signIn(leaving.user.email);
    const buyer = await registerUser(ctx.app);
    const neighbour = await registerUser(ctx.app);
    const [a, b, c] = [leaving.user.id, buyer.user.id, neighbour.user.id];

    // Files: an avatar, product photos (one also uploaded by the buyer), a post photo and chat images.
    const avatar = await uploadPhoto(leaving.client);
    expect((await setPicture(leaving.client, avatar)).statusCode).toBe(200);
    const productPhoto = await uploadPhoto(leaving.client);
    const sharedPhoto = await uploadPhoto(leaving.client);
    const postPhoto = await uploadPhoto(leaving.client);
    const keptChatImage = await uploadPhoto(leaving.client);
    const orphanChatImage = await uploadPhoto(leaving.client);
    const buyersChatImage = await uploadPhoto(buyer.client);

    // Products: theirs favourited by the buyer; the buyer's favourited by them.
    const leavingProduct = await createListing(leaving.client, [productPhoto, sharedPhoto]);
    const otherLeavingProduct = await createListing(leaving.client);
    const buyersProduct = await createListing(buyer.client, [sharedPhoto]);
    await favorite(buyer.client, leavingProduct);
    await favorite(buyer.client, otherLeavingProduct);
    await favorite(leaving.client, buyersProduct);

    // Community: their post with others' likes and comments; their likes and comments on the buyer's post.
    const leavingPost = await insert.post(db, a, [postPhoto]);
    await insert.postLike(db, b, leavingPost);
    const commentOnLeavingPost = await insert.comment(db, b, leavingPost);
    await insert.commentLike(db, c, commentOnLeavingPost);
    const buyersPost = await insert.post(db, b);
    for (const liker of [a, b, c]) await insert.postLike(db, liker, buyersPost);
    const leavingComment = await insert.comment(db, a, buyersPost);
    await insert.comment(db, a, buyersPost);
    const buyersComment = await insert.comment(db, b, buyersPost);
    await insert.comment(db, c, buyersPost);
    await insert.commentLike(db, a, buyersComment);
    await insert.commentLike(db, c, buyersComment);
    await insert.commentLike(db, b, leavingComment);

    // Chat: about their product with messages both ways; another with a user deleted long ago.
    const conversation = await insert.conversation(db, a, b, leavingProduct);
    const messageIds = [
      await insert.message(db, conversation, a),
      await insert.message(db, conversation, b),
      await insert.message(db, conversation, a, keptChatImage),
      await insert.message(db, conversation, b, buyersChatImage),
    ];
    const deserted = await insert.conversation(db, a, null);
    await insert.message(db, deserted, a, orphanChatImage);

    // A review by them of the buyer, who also has another.
    await insert.review(db, a, b, 1);
    await insert.review(db, c, b, 5);
    await db.update(users).set({ reviewCount: 2, rating: '3.00' }).where(eq(users.id, b));

    const response = await deleteAccount(leaving.client, {
      confirmation: 'Eliminar',
      password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: translate('es', 'api.accountDeleted') });
    const cleared = response.cookies.find((cookie) => cookie.name === 'cerquita.sid');
    expect(cleared?.value).toBe('');

    // Signed out everywhere and unable to sign in again.
    const oldCookie = new TestClient(ctx.app);
    oldCookie.cookie = leaving.client.cookie;
    expect((await leaving.client.get('/api/user')).statusCode).toBe(401);
    expect((await leavingPhone.get('/api/user')).statusCode).toBe(401);
    const login = await signIn(leaving.user.email);
    expect(login.response.statusCode).toBe(401);
    expect(login.response.json()).toEqual({
      message: translate('es', 'api.invalidCredentials'),
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, a))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, a))).toHaveLength(0);

    // Their products and favourites are gone; the buyer's product stays.
    const remainingProducts = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [leavingProduct, otherLeavingProduct, buyersProduct]));
    expect(remainingProducts).toEqual([{ id: buyersProduct }]);
    expect(
      await db
        .select()
        .from(favorites)
        .where(inArray(favorites.userId, [a, b])),
    ).toHaveLength(0);
    expect((await buyer.client.get(`/api/products/${buyersProduct}`)).statusCode).toBe(200);
    expect((await buyer.client.get('/api/favorites')).json()).toEqual([]);

    // Community: their post is gone; the buyer's post counts only what stays.
    expect(await db.select().from(communityPosts).where(eq(communityPosts.id, leavingPost))).toHaveLength(0);
    const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, buyersPost));
    expect(post).toMatchObject({ likeCount: 2, commentCount: 2 });
    const postComments = await db
      .select({ id: comments.id, authorId: comments.authorId, likeCount: comments.likeCount })
      .from(comments)
      .where(eq(comments.postId, buyersPost));
    expect(postComments.map((comment) => comment.authorId).sort()).toEqual([b, c].sort());
    expect(postComments.find((comment) => comment.id === buyersComment)?.likeCount).toBe(1);

    // Chat: the buyer keeps the conversation, without the product, and every message, theirs shown as sent by nobody.
    const [kept] = await db.select().from(conversations).where(eq(conversations.id, conversation));
    expect(kept).toMatchObject({ productId: null });
    expect([kept?.participant1Id, kept?.participant2Id]).toContain(b);
    expect([kept?.participant1Id, kept?.participant2Id]).toContain(null);
    const keptMessages = await db
      .select({ id: messages.id, senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.conversationId, conversation))
      .orderBy(messages.id);
    expect(keptMessages).toEqual([
      { id: messageIds[0], senderId: null },
      { id: messageIds[1], senderId: b },
      { id: messageIds[2], senderId: null },
      { id: messageIds[3], senderId: b },
    ]);
    expect(await db.select().from(conversations).where(eq(conversations.id, deserted))).toHaveLength(0);
    const listed = (await buyer.client.get('/api/conversations')).json<
      { id: number; otherUser: unknown }[]
    >();
    expect(listed.find((row) => row.id === conversation)).toMatchObject({ otherUser: null });
    const read = await buyer.client.get(`/api/conversations/${conversation}/messages`);
    expect(read.statusCode).toBe(200);
    expect(
      read.json<{ id: number; senderId: number | null }[]>().map(({ id, senderId }) => ({ id, senderId })),
    ).toEqual(keptMessages);

    // Reviews they wrote stay and keep counting, by a deleted user.
    const [reviewed] = await db
      .select({ reviewCount: users.reviewCount, rating: users.rating })
      .from(users)
      .where(eq(users.id, b));
    expect(reviewed).toEqual({ reviewCount: 2, rating: '3.00' });
    const received = await buyer.client.get(`/api/users/${b}/reviews`);
    expect(
      received
        .json<{ rating: number; reviewer: unknown }[]>()
        .map(({ rating, reviewer }) => ({ rating, reviewer })),
    ).toEqual(expect.arrayContaining([{ rating: 1, reviewer: null }]));

    // Files nothing shows any more are gone; those still shown stay.
    expect(uploadOnDisk(ctx.config.uploadDir, avatar)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, productPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, postPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, orphanChatImage)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, sharedPhoto)).toBe(true);
    expect(uploadOnDisk(ctx.config.uploadDir, keptChatImage)).toBe(true);
    expect(uploadOnDisk(ctx.config.uploadDir, buyersChatImage)).toBe(true);

    // The others go on as before.
    expect((await buyer.client.get('/api/user')).statusCode).toBe(200);
    expect((await neighbour.client.get('/api/user')).statusCode).toBe(200);
  });

  it('lets the same email register again afterwards', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect(
      (await deleteAccount(client, { confirmation: 'delete', password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    const again = await registerUser(ctx.app, { email: user.email });
    expect(again.user.id).not.toBe(user.id);
  });
});

describe('the boundary', () => {
  const hostile = [
    '{',
    '[]',
    'null',
    '"texto"',
    '{"firstName":{"$ne":1}}',
    JSON.stringify({ firstName: 'a'.repeat(50_000) }),
  ];

  it('never answers 5xx, whatever the body', async () => {
    const { client } = await registerUser(ctx.app);
    const calls: ['PATCH' | 'POST' | 'DELETE', string][] = [
      ['PATCH', '/api/user/profile'],
      ['POST', '/api/user/profile-picture'],
      ['PATCH', '/api/user/password'],
      ['DELETE', '/api/user/account'],
    ];
    for (const [method, url] of calls) {
      for (const payload of hostile) {
        const response = await client.request({
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${method} ${url} ${payload.slice(0, 30)}`).toBe(400);
      }
      const plain = await send(client, method, url);
      expect(plain.statusCode, `${method} ${url} without body`).toBe(400);
    }
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
