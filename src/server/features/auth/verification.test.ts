import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_TOKEN_TTL_MS } from '#shared/constants.ts';
import { translate } from '#server/i18n.ts';
import { products, users } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import {
  createListing,
  mailedVerificationToken,
  send,
  verifyMailedAddress,
} from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/** Email verification: the mailed link, its single use, the resend, and admin rights that need it. */
const ADMIN_ADDRESS = 'admin@example.test';
const ctx = useTestContext({ ADMIN_EMAILS: ADMIN_ADDRESS });

const registration = (email = uniqueEmail()) => ({
  email,
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  firstName: 'Lucía',
  lastName: 'Flores',
});

const verify = (token: unknown, language = 'es') =>
  new TestClient(ctx.app).post('/api/verify-email', { token }, { 'accept-language': language });

const resend = (client: TestClient, language = 'es') =>
  send(client, 'POST', '/api/verify-email/resend', undefined, language);

const storedUser = async (id: number) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
};

function tokenFor(email: string): string {
  const token = mailedVerificationToken(ctx.mails, email);
  if (!token) throw new Error(`no verification mail to ${email}`);
  return token;
}

describe('the verification mail at registration', () => {
  it('answers 201 { success, user } unverified and mails a 24-hour link of which only the hash is stored', async () => {
    const client = new TestClient(ctx.app);
    const input = registration();
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: { id: number; emailVerified: boolean } }>();
    expect(response.json()).toMatchObject({
      success: true,
      user: { email: input.email, emailVerified: false },
    });

    const mail = ctx.mails.findLast((each) => each.to === input.email);
    expect(mail?.subject).toBe('Confirma tu correo de Cerquita');
    expect(mail?.text).toMatch(/^Hola:\n/);
    expect(mail?.text).toContain('http://cerquita.test/verify-email?token=');
    const token = tokenFor(input.email);
    const stored = await storedUser(user.id);
    expect(stored?.emailVerificationToken).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = (stored?.emailVerificationExpiry?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(VERIFICATION_TOKEN_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(VERIFICATION_TOKEN_TTL_MS);
    expect(response.body).not.toContain(token);
  });

  it('is written in English for a caller who asks for it', async () => {
    const input = registration();
    await new TestClient(ctx.app).post('/api/register', input, { 'accept-language': 'en' });
    const mail = ctx.mails.findLast((each) => each.to === input.email);
    expect(mail?.subject).toBe('Confirm your Cerquita email');
    expect(mail?.text).toMatch(/^Hi,\n/);
  });

  it('carries no name the registrant chose, since the address may be somebody else’s; nor does a resend', async () => {
    const bait = { firstName: 'Gana dinero en wa.me/50370000000', lastName: 'Escribinos ya' };
    for (const language of ['es', 'en']) {
      const client = new TestClient(ctx.app);
      const input = { ...registration(), ...bait };
      const headers = { 'accept-language': language };
      expect((await client.post('/api/register', input, headers)).statusCode).toBe(201);
      expect((await resend(client, language)).statusCode).toBe(200);
      const mails = ctx.mails.filter((each) => each.to === input.email);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.text).toContain('http://cerquita.test/verify-email?token=');
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/wa\.me|Gana dinero|Escribinos/);
      }
    }
  });
});

describe('POST /api/verify-email', () => {
  it('verifies the address once, without a session, and the used link then answers 400', async () => {
    const { client, user } = await registerUser(ctx.app);
    const token = tokenFor(user.email);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: translate('es', 'api.emailVerified') });
    expect((await client.get('/api/user')).json()).toMatchObject({ id: user.id, emailVerified: true });
    const stored = await storedUser(user.id);
    expect(stored).toMatchObject({ emailVerificationToken: null, emailVerificationExpiry: null });

    const again = await verify(token, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: translate('en', 'api.invalidVerificationToken'),
    });
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { user } = await registerUser(ctx.app);
    const token = tokenFor(user.email);
    await ctx.db
      .update(users)
      .set({ emailVerificationExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'api.invalidVerificationToken'));
    expect((await storedUser(user.id))?.emailVerified).toBe(false);
  });

  it.each([
    ['an unknown token', 'inventado', translate('es', 'api.invalidVerificationToken')],
    ['an empty token', '', 'Al enlace le falta una parte. Ábrelo de nuevo desde el correo.'],
    ['a number', 12345, 'Al enlace le falta una parte. Ábrelo de nuevo desde el correo.'],
    ['no token', undefined, 'Al enlace le falta una parte. Ábrelo de nuevo desde el correo.'],
    ['a token far too long', 'x'.repeat(500), 'El enlace no es válido o ya venció. Pide uno nuevo.'],
  ])('refuses %s with 400 and a message', async (_case, token, message) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a body that is not an object', async () => {
    const response = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/verify-email',
      payload: '"token"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Al enlace le falta una parte. Ábrelo de nuevo desde el correo.');
  });
});

describe('POST /api/verify-email/resend', () => {
  it('answers 401 without a session and mails nothing', async () => {
    const before = ctx.mails.length;
    const response = await resend(new TestClient(ctx.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
    expect(ctx.mails).toHaveLength(before);
  });

  it('mails a new link to the caller only; the earlier link stops working and the new one verifies', async () => {
    const { client, user } = await registerUser(ctx.app);
    const { user: bystander } = await registerUser(ctx.app);
    const bystanderToken = tokenFor(bystander.email);
    const oldToken = tokenFor(user.email);

    const response = await resend(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Te enviamos un enlace nuevo a ${user.email}. Vence en 24 horas.`,
    });
    const newToken = tokenFor(user.email);
    expect(newToken).not.toBe(oldToken);
    expect(tokenFor(bystander.email)).toBe(bystanderToken);

    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);
    expect((await storedUser(user.id))?.emailVerified).toBe(true);
    expect((await storedUser(bystander.id))?.emailVerified).toBe(false);
  });

  it('answers 409 to a verified user, translated, and mails nothing', async () => {
    const { client, user } = await registerUser(ctx.app);
    await verifyMailedAddress(ctx, user.email);
    const before = ctx.mails.length;
    const response = await resend(client);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: translate('es', 'api.emailAlreadyVerified') });
    expect((await resend(client, 'en')).json()).toEqual({ message: 'Your email is already confirmed' });
    expect(ctx.mails).toHaveLength(before);
  });

  it('allows three resends an hour per user, then 429; another user is not affected', async () => {
    const { client } = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await resend(client)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await resend(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await registerUser(ctx.app);
    expect((await resend(other.client)).statusCode).toBe(200);
  });
});

describe('emailVerified where a person is shown with trust meaning', () => {
  it('is on the seller of a product and on the other participant of a conversation', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const productId = await createListing(seller.client);
    const sellerOf = async () =>
      (await buyer.client.get(`/api/products/${productId}`)).json<{ seller: { emailVerified: boolean } }>()
        .seller;
    const otherUserOf = async () =>
      (await buyer.client.post('/api/conversations', { otherUserId: seller.user.id, productId })).json<{
        otherUser: { emailVerified: boolean };
      }>().otherUser;

    expect((await sellerOf()).emailVerified).toBe(false);
    expect((await otherUserOf()).emailVerified).toBe(false);
    await verifyMailedAddress(ctx, seller.user.email);
    expect((await sellerOf()).emailVerified).toBe(true);
    expect((await otherUserOf()).emailVerified).toBe(true);
  });
});

describe('admin rights need a verified address', () => {
  it('an ADMIN_EMAILS address in another letter case is no admin until its mailed link is followed', async () => {
    const admin = new TestClient(ctx.app);
    const registered = await admin.post('/api/register', registration('ADMIN@Example.TEST'));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({
      email: ADMIN_ADDRESS,
      isAdmin: false,
      emailVerified: false,
    });
    const seller = await registerUser(ctx.app);
    await createListing(seller.client);

    const refused = await send(admin, 'DELETE', '/api/admin/reset/products', { password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: translate('es', 'api.adminOnly') });
    expect(await ctx.db.select().from(products)).not.toHaveLength(0);

    await verifyMailedAddress(ctx, ADMIN_ADDRESS);
    expect((await admin.get('/api/user')).json()).toMatchObject({ isAdmin: true, emailVerified: true });
    const allowed = await send(admin, 'DELETE', '/api/admin/reset/products', { password: DEFAULT_PASSWORD });
    expect(allowed.statusCode).toBe(200);
    expect(await ctx.db.select().from(products)).toHaveLength(0);
  });
});
