import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '#server/i18n.ts';
import {
  categories,
  commentLikes,
  comments,
  communityLikes,
  communityPosts,
  conversations,
  favorites,
  messages,
  products,
  reviews,
  sessions,
  users,
} from '#server/db/schema.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import {
  createListing,
  favorite,
  registerAdmin,
  rowCount,
  send,
  uploadOnDisk,
  uploadPhoto,
} from '#server/testing/test-world.ts';
import * as insert from '#server/testing/inserts.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const adminEmail = uniqueEmail('admin');
const otherAdminEmail = uniqueEmail('admin2');
/** Listed, but whoever registers it never opens the mailed link. */
const unverifiedAdminEmail = uniqueEmail('admin3');
const ctx = useTestContextWithUploads('admin', {
  ADMIN_EMAILS: `${adminEmail.toUpperCase()}, ${otherAdminEmail}, ${unverifiedAdminEmail}`,
});

/** A reset with the admin's password, unless another body (null: none) is given. */
const reset = (
  client: TestClient,
  scope: string,
  language?: string,
  body: object | null = { password: DEFAULT_PASSWORD },
) => send(client, 'DELETE', `/api/admin/reset/${scope}`, body ?? undefined, language);

/** Signs an admin in, registering and verifying the account the first time (a reset of everything keeps admins). */
async function signInAdmin(email = adminEmail) {
  const client = new TestClient(ctx.app);
  const login = await client.post('/api/login', { email, password: DEFAULT_PASSWORD });
  if (login.statusCode === 200) return { client, id: login.json<{ user: { id: number } }>().user.id };
  const registered = await registerAdmin(ctx, email);
  return { client: registered.client, id: registered.user.id };
}

const countRows = async () => ({
  users: await rowCount(ctx.db, users),
  products: await rowCount(ctx.db, products),
  favorites: await rowCount(ctx.db, favorites),
  communityPosts: await rowCount(ctx.db, communityPosts),
  comments: await rowCount(ctx.db, comments),
  communityLikes: await rowCount(ctx.db, communityLikes),
  commentLikes: await rowCount(ctx.db, commentLikes),
  conversations: await rowCount(ctx.db, conversations),
  messages: await rowCount(ctx.db, messages),
  reviews: await rowCount(ctx.db, reviews),
  sessions: await rowCount(ctx.db, sessions),
  categories: await rowCount(ctx.db, categories),
});

/**
 * Two ordinary users with products, photos, favourites, posts, comments, likes, a review and conversations, and the
 * admin with a product, a post that they like and comment on, and a conversation with one of them.
 */
async function buildWorld(admin: { client: TestClient; id: number }) {
  const { db } = ctx;
  const seller = await registerUser(ctx.app);
  const buyer = await registerUser(ctx.app);
  const [s, b, a] = [seller.user.id, buyer.user.id, admin.id];
  const sellerPhoto = await uploadPhoto(seller.client);
  const postPhoto = await uploadPhoto(buyer.client);
  const chatImage = await uploadPhoto(buyer.client);
  const adminPhoto = await uploadPhoto(admin.client);
  const sellerProduct = await createListing(seller.client, [sellerPhoto]);
  const buyerProduct = await createListing(buyer.client);
  const adminProduct = await createListing(admin.client, [adminPhoto]);
  await favorite(buyer.client, sellerProduct);
  await favorite(admin.client, sellerProduct);
  await favorite(seller.client, adminProduct);

  const buyerPost = await insert.post(db, b, [postPhoto]);
  await insert.postLike(db, s, buyerPost);
  await insert.comment(db, s, buyerPost);
  const adminPost = await insert.post(db, a);
  await insert.postLike(db, a, adminPost);
  await insert.postLike(db, s, adminPost);
  await insert.postLike(db, b, adminPost);
  const adminComment = await insert.comment(db, a, adminPost);
  await insert.comment(db, b, adminPost);
  await insert.commentLike(db, s, adminComment);
  await insert.review(db, b, s, 4);

  const betweenUsers = await insert.conversation(db, s, b, sellerProduct);
  await insert.message(db, betweenUsers, b);
  await insert.message(db, betweenUsers, s, chatImage);
  const withAdmin = await insert.conversation(db, a, s, sellerProduct);
  await insert.message(db, withAdmin, a);
  await insert.message(db, withAdmin, s);
  return {
    seller,
    buyer,
    products: { sellerProduct, buyerProduct, adminProduct },
    posts: { buyerPost, adminPost },
    adminComment,
    conversations: { betweenUsers, withAdmin },
    files: { sellerPhoto, postPhoto, chatImage, adminPhoto },
  };
}

describe('who may reset', () => {
  it('answers 401 without a session', async () => {
    const response = await reset(new TestClient(ctx.app), 'all');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a signed-in user who is not an admin with 403, whatever the scope, and deletes nothing', async () => {
    const admin = await signInAdmin();
    await buildWorld(admin);
    const { client } = await registerUser(ctx.app);
    const before = await countRows();
    for (const scope of ['users', 'products', 'all', 'nada']) {
      const response = await reset(client, scope);
      expect(response.statusCode, scope).toBe(403);
      expect(response.json()).toEqual({ message: translate('es', 'api.adminOnly') });
    }
    const english = await reset(client, 'all', 'en');
    expect(english.json()).toEqual({ message: translate('en', 'api.adminOnly') });
    expect(await countRows()).toEqual(before);
    expect((await client.get('/api/user')).json().isAdmin).toBe(false);
  });

  it('recognises admins from ADMIN_EMAILS in any letter case', async () => {
    const admin = await signInAdmin();
    expect((await admin.client.get('/api/user')).json()).toMatchObject({ email: adminEmail, isAdmin: true });
  });

  it.each([
    ['no body', null, 'Escribe tu contraseña actual'],
    ['no password', {}, 'Escribe tu contraseña actual'],
    ['an empty password', { password: '' }, 'Escribe tu contraseña actual'],
    ['a wrong password', { password: 'no-es-la-mia' }, translate('es', 'api.currentPasswordWrong')],
  ])('refuses an admin who sends %s with 400 and deletes nothing', async (_label, body, message) => {
    const admin = await signInAdmin();
    await buildWorld(admin);
    const before = await countRows();
    for (const scope of ['users', 'products', 'all']) {
      const response = await reset(admin.client, scope, 'es', body);
      expect(response.statusCode, scope).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it('says a wrong password in English', async () => {
    const admin = await signInAdmin();
    const response = await reset(admin.client, 'products', 'en', { password: 'nope' });
    expect(response.json()).toEqual({ message: translate('en', 'api.currentPasswordWrong') });
  });

  it('gives an admin’s session five password guesses, then refuses even the right password', async () => {
    // The second admin, who runs no reset in the other tests: the first one's guesses stay unspent.
    const admin = await signInAdmin(otherAdminEmail);
    await buildWorld(admin);
    const before = await countRows();
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await reset(admin.client, 'all', 'es', { password: `guess-${guess}` })).statusCode).toBe(400);
    }
    expect((await reset(admin.client, 'all')).statusCode).toBe(429);
    expect(await countRows()).toEqual(before);
  });

  it('refuses an unknown scope with 400', async () => {
    const { client } = await signInAdmin();
    const before = await countRows();
    const response = await reset(client, 'todo');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Elige qué borrar: usuarios, productos o todo');
    const english = await reset(client, 'USERS', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Choose what to delete: users, listings or everything');
    expect(await countRows()).toEqual(before);
  });
});

describe('DELETE /api/admin/reset/products', () => {
  it('deletes every product with its favourites and photos; conversations and users stay', async () => {
    const admin = await signInAdmin();
    const world = await buildWorld(admin);
    const usersBefore = await rowCount(ctx.db, users);
    const productsBefore = await rowCount(ctx.db, products);

    const response = await reset(admin.client, 'products');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Listo: se eliminaron ${productsBefore} productos.`,
      deleted: { users: 0, products: productsBefore, posts: 0, conversations: 0 },
    });
    expect(await rowCount(ctx.db, products)).toBe(0);
    expect(await rowCount(ctx.db, favorites)).toBe(0);
    expect(await rowCount(ctx.db, users)).toBe(usersBefore);
    const kept = await ctx.db
      .select({ productId: conversations.productId })
      .from(conversations)
      .where(inArray(conversations.id, Object.values(world.conversations)));
    expect(kept).toEqual([{ productId: null }, { productId: null }]);
    expect(
      await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, world.posts.buyerPost)),
    ).toHaveLength(1);

    expect(uploadOnDisk(ctx.config.uploadDir, world.files.sellerPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.adminPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.postPhoto)).toBe(true);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.chatImage)).toBe(true);

    const english = await reset(admin.client, 'products', 'en');
    expect(english.json().message).toBe('Done: 0 listings deleted.');
    expect((await world.seller.client.get('/api/user')).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/reset/users', () => {
  it('deletes every non-admin with what they own, like account deletion, and keeps the admins working', async () => {
    const admin = await signInAdmin();
    const otherAdmin = await signInAdmin(otherAdminEmail);
    const world = await buildWorld(admin);
    const nonAdmins = (await rowCount(ctx.db, users)) - 2;

    const response = await reset(admin.client, 'users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.deleted.users).toBe(nonAdmins);
    expect(body.message).toBe(
      `Listo: se eliminaron ${nonAdmins} cuentas con sus ${body.deleted.products} productos y ${body.deleted.posts} publicaciones.`,
    );

    const remaining = await ctx.db.select({ id: users.id }).from(users);
    expect(remaining.map((row) => row.id).sort()).toEqual([admin.id, otherAdmin.id].sort());
    const remainingProducts = await ctx.db.select({ sellerId: products.sellerId }).from(products);
    expect(remainingProducts.every((row) => row.sellerId === admin.id)).toBe(true);
    expect(remainingProducts).toHaveLength(1);
    expect(await rowCount(ctx.db, favorites)).toBe(0);
    expect(await rowCount(ctx.db, reviews)).toBe(0);

    // The admin's post counts only the admin's own like and comment now.
    const [adminPost] = await ctx.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, world.posts.adminPost));
    expect(adminPost).toMatchObject({ likeCount: 1, commentCount: 1 });
    const [adminComment] = await ctx.db.select().from(comments).where(eq(comments.id, world.adminComment));
    expect(adminComment?.likeCount).toBe(0);
    expect(
      await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, world.posts.buyerPost)),
    ).toHaveLength(0);

    // The conversation with the admin stays for the admin with every message; the one between users is gone.
    const left = await ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.id, Object.values(world.conversations)));
    expect(left).toEqual([{ id: world.conversations.withAdmin }]);
    expect(
      await ctx.db.select().from(messages).where(eq(messages.conversationId, world.conversations.withAdmin)),
    ).toHaveLength(2);

    expect(uploadOnDisk(ctx.config.uploadDir, world.files.sellerPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.postPhoto)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.chatImage)).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, world.files.adminPhoto)).toBe(true);

    // Both admins are still signed in and the caller goes on using the app.
    expect((await world.seller.client.get('/api/user')).statusCode).toBe(401);
    expect((await otherAdmin.client.get('/api/user')).statusCode).toBe(200);
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);
    expect(await createListing(admin.client)).toBeGreaterThan(0);
  });
});

describe('an ADMIN_EMAILS address nobody verified', () => {
  it('gives no admin rights, and a reset of users deletes the account', async () => {
    const admin = await signInAdmin();
    const holder = await registerUser(ctx.app, { email: unverifiedAdminEmail.toUpperCase() });
    expect((await holder.client.get('/api/user')).json()).toMatchObject({
      isAdmin: false,
      emailVerified: false,
    });
    expect((await reset(holder.client, 'users')).statusCode).toBe(403);

    expect((await reset(admin.client, 'users')).statusCode).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, holder.user.id))).toHaveLength(0);
    expect((await admin.client.get('/api/user')).json().isAdmin).toBe(true);
  });
});

describe('DELETE /api/admin/reset/all', () => {
  it('deletes all content and every non-admin, keeps categories and the admins, and only the caller stays signed in', async () => {
    const admin = await signInAdmin();
    const otherAdmin = await signInAdmin(otherAdminEmail);
    const world = await buildWorld(admin);
    const before = await countRows();
    await ctx.db.update(users).set({ soldItemsCount: 3 }).where(eq(users.id, admin.id));

    const response = await reset(admin.client, 'all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Listo: se eliminaron ${before.users - 2} cuentas, ${before.products} productos, ${before.communityPosts} publicaciones y ${before.conversations} conversaciones.`,
      deleted: {
        users: before.users - 2,
        products: before.products,
        posts: before.communityPosts,
        conversations: before.conversations,
      },
    });

    const after = await countRows();
    expect(after).toEqual({
      users: 2,
      products: 0,
      favorites: 0,
      communityPosts: 0,
      comments: 0,
      communityLikes: 0,
      commentLikes: 0,
      conversations: 0,
      messages: 0,
      reviews: 0,
      sessions: 1,
      categories: before.categories,
    });
    expect(before.categories).toBe(11);
    const [kept] = await ctx.db
      .select({ soldItemsCount: users.soldItemsCount, reviewCount: users.reviewCount })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(kept).toEqual({ soldItemsCount: 0, reviewCount: 0 });
    for (const url of Object.values(world.files))
      expect(uploadOnDisk(ctx.config.uploadDir, url), url).toBe(false);

    // The caller goes on; the other admin was signed out but can sign in again.
    expect((await admin.client.get('/api/user')).json()).toMatchObject({ id: admin.id, isAdmin: true });
    expect((await otherAdmin.client.get('/api/user')).statusCode).toBe(401);
    expect((await signInAdmin(otherAdminEmail)).id).toBe(otherAdmin.id);
    expect(await createListing(admin.client)).toBeGreaterThan(0);
    expect((await admin.client.get('/api/categories')).json()).toHaveLength(11);
  });

  it('answers in English with the counts', async () => {
    const admin = await signInAdmin();
    await createListing(admin.client);
    const listed = await rowCount(ctx.db, products);
    const response = await reset(admin.client, 'all', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `Done: 0 accounts, ${listed} listings, 0 posts and 0 conversations deleted.`,
    );
  });
});
