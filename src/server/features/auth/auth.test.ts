import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '#server/i18n.ts';
import { users } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const SECRET_FIELDS = ['password', 'resetToken', 'resetTokenExpiry'];
const NAME_CONTROL_MESSAGE =
  'El nombre no puede llevar saltos de línea, tabulaciones ni caracteres invisibles';
const validRegistration = () => ({
  email: uniqueEmail(),
  password: 'clave123',
  confirmPassword: 'clave123',
  firstName: 'José',
  lastName: 'Martínez',
  phone: '70001234',
});

function expectNoSecrets(body: string) {
  for (const field of SECRET_FIELDS) expect(body).not.toContain(`"${field}"`);
}

describe('POST /api/register', () => {
  it('creates the account, signs the user in and shows no secret', async () => {
    const client = new TestClient(ctx.app);
    const input = validRegistration();
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: input.email, firstName: 'José', phone: '70001234' },
    });
    expectNoSecrets(response.body);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user.id, email: input.email, isAdmin: false });
    expectNoSecrets(me.body);
  });

  it.each([
    ['stays signed in for 30 days unless asked not to', {}, 30 * 24 * 60 * 60],
    ['keeps a browser-session cookie when asked not to remember', { rememberMe: false }, undefined],
  ])('%s', async (_case, remember, maxAge) => {
    const response = await new TestClient(ctx.app).post('/api/register', {
      ...validRegistration(),
      ...remember,
    });
    expect(response.cookies.find((entry) => entry.name === 'cerquita.sid')?.maxAge).toBe(maxAge);
  });

  it('writes to the new account in the language it signed up in', async () => {
    const input = validRegistration();
    await new TestClient(ctx.app).post('/api/register', input, { 'accept-language': 'en' });
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, input.email));
    expect(row?.language).toBe('en');
  });

  it('takes a sign-up without confirmPassword, and checks it when given', async () => {
    const withoutConfirmation: Partial<ReturnType<typeof validRegistration>> = validRegistration();
    delete withoutConfirmation.confirmPassword;
    expect((await new TestClient(ctx.app).post('/api/register', withoutConfirmation)).statusCode).toBe(201);
    const mismatched = { ...validRegistration(), confirmPassword: 'otra-clave' };
    expect((await new TestClient(ctx.app).post('/api/register', mismatched)).statusCode).toBe(400);
  });

  it('stores a hash, never the password', async () => {
    const input = validRegistration();
    await new TestClient(ctx.app).post('/api/register', input);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(row?.password).not.toContain(input.password);
  });

  it('registers without a confirmation, which sign-up no longer asks (the eye shows the password instead)', async () => {
    const response = await new TestClient(ctx.app).post('/api/register', {
      ...validRegistration(),
      confirmPassword: undefined,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['email', { email: 'no-es-email' }, 'Escribe un correo válido, como nombre@correo.com'],
    [
      'password',
      { password: '123', confirmPassword: '123' },
      'La contraseña debe tener al menos 6 caracteres',
    ],
    ['confirmPassword', { confirmPassword: 'otra-clave' }, 'Las contraseñas no coinciden'],
    ['firstName', { firstName: 'J' }, 'Escribe tu nombre'],
    ['firstName', { firstName: '   ' }, 'Escribe tu nombre'],
    ['lastName', { lastName: '' }, 'Escribe tu apellido'],
    ['phone', { phone: '1234' }, 'Escribe un teléfono válido, como 7000 0000'],
    ['firstName', { firstName: 'José\n\nGana dinero en wa.me/503' }, NAME_CONTROL_MESSAGE],
    ['lastName', { lastName: 'Martínez\u202Eexe.pdf' }, NAME_CONTROL_MESSAGE],
  ])('refuses an invalid %s with its message', async (field, change, message) => {
    const response = await new TestClient(ctx.app).post('/api/register', {
      ...validRegistration(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses every control character and direction override in either name, in both languages', async () => {
    const refused = [
      ...['\n', '\r', '\t', '\u0000', '\u001B', '\u001F'],
      ...['\u007F', '\u0085', '\u009F'],
      ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
    ];
    for (const character of refused) {
      for (const field of ['firstName', 'lastName']) {
        const name = `Ana${character}María`;
        const response = await new TestClient(ctx.app).post('/api/register', {
          ...validRegistration(),
          [field]: name,
        });
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().errors, JSON.stringify(name)).toEqual({ [field]: NAME_CONTROL_MESSAGE });
      }
    }
    const english = await new TestClient(ctx.app).post(
      '/api/register',
      { ...validRegistration(), firstName: 'Ana\tMaría' },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe("A name can't have line breaks, tabs or invisible characters");
  });

  it('accepts the names people have: accents, eñe, apostrophes, hyphens and spaces', async () => {
    const response = await new TestClient(ctx.app).post('/api/register', {
      ...validRegistration(),
      firstName: 'María José',
      lastName: "Peña-O'Neill Núñez",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ firstName: 'María José', lastName: "Peña-O'Neill Núñez" });
  });

  it('accepts an empty phone', async () => {
    const response = await new TestClient(ctx.app).post('/api/register', {
      ...validRegistration(),
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.phone).toBeNull();
  });

  it('answers in English when the client asks for it', async () => {
    const response = await new TestClient(ctx.app).post(
      '/api/register',
      { ...validRegistration(), email: 'x' },
      { 'accept-language': 'en' },
    );
    expect(response.json().message).toBe('Enter a valid email, like name@email.com');
  });

  it('refuses a taken email, also when it differs only in letter case', async () => {
    const input = validRegistration();
    expect((await new TestClient(ctx.app).post('/api/register', input)).statusCode).toBe(201);
    const again = await new TestClient(ctx.app).post('/api/register', {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('es', 'api.emailTaken'));
  });

  it('throttles many registrations from one address', async () => {
    const client = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await client.post('/api/register', validRegistration())).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await client.post('/api/register', validRegistration());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/login', () => {
  it('signs in with any letter case of the email and a browser-session cookie by default', async () => {
    const { user } = await registerUser(ctx.app);
    const client = new TestClient(ctx.app);
    const response = await client.post('/api/login', {
      email: user.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.id, firstName: 'María' } });
    expectNoSecrets(response.body);
    const cookie = response.cookies.find((entry) => entry.name === 'cerquita.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('keeps a remembered session for 30 days', async () => {
    const { user } = await registerUser(ctx.app);
    const response = await new TestClient(ctx.app).post('/api/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      rememberMe: true,
    });
    expect(response.cookies.find((entry) => entry.name === 'cerquita.sid')?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const { user } = await registerUser(ctx.app);
    const wrong = await new TestClient(ctx.app).post('/api/login', {
      email: user.email,
      password: 'incorrecta',
    });
    const unknown = await new TestClient(ctx.app).post('/api/login', {
      email: uniqueEmail(),
      password: 'incorrecta',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: translate('es', 'api.invalidCredentials'),
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it.each([
    [{ email: 'mal', password: 'clave123' }, 'Escribe un correo válido, como nombre@correo.com'],
    [{ email: 'a@b.co', password: '123' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ email: 'a@b.co' }, 'La contraseña debe tener al menos 6 caracteres'],
  ])('refuses invalid input %j', async (body, message) => {
    const response = await new TestClient(ctx.app).post('/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('throttles repeated failures on one account from one address, even with the right password afterwards', async () => {
    const { user } = await registerUser(ctx.app);
    const client = new TestClient(ctx.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failure = await client.post('/api/login', {
        email: user.email,
        password: 'incorrecta',
      });
      expect(failure.statusCode).toBe(401);
    }
    const refused = await client.post('/api/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos\. Espera \d+ minutos/);
  });

  it('throttles one address trying many accounts', async () => {
    const client = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (await client.post('/api/login', { email: uniqueEmail(), password: 'incorrecta' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives a new session id at login and ends the one the browser had', async () => {
    const { client, user } = await registerUser(ctx.app);
    const before = client.cookie;
    const stale = new TestClient(ctx.app);
    stale.cookie = before;
    const response = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(before);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 Unauthorized without a session, with a forged cookie and after logout', async () => {
    const visitor = await new TestClient(ctx.app).get('/api/user');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthorized' });

    const forged = new TestClient(ctx.app);
    forged.cookie = 'cerquita.sid=abc.def';
    expect((await forged.get('/api/user')).statusCode).toBe(401);

    const { client } = await registerUser(ctx.app);
    const kept = client.cookie;
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: translate('es', 'api.loggedOut') });
    const replay = new TestClient(ctx.app);
    replay.cookie = kept;
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('sends the browser to /auth, keeping where it was', async () => {
    const plain = await new TestClient(ctx.app).get('/api/login');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/auth');
    const fromPage = await new TestClient(ctx.app).get('/api/login', {
      referer: 'http://localhost:80/products/7',
    });
    expect(fromPage.headers.location).toBe('/auth?next=%2Fproducts%2F7');
    const foreign = await new TestClient(ctx.app).get('/api/login', {
      referer: 'https://evil.example/products/7',
    });
    expect(foreign.headers.location).toBe('/auth');
  });
});

describe('password recovery', () => {
  const linkToken = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

  async function requestReset(email: string) {
    const response = await new TestClient(ctx.app).post('/api/forgot-password', { email });
    return { response, mail: ctx.mails.findLast((mail) => mail.to === email) };
  }

  it('answers the same for known and unknown emails and mails a link only to a real account', async () => {
    const { user } = await registerUser(ctx.app);
    const known = await requestReset(user.email);
    const unknownEmail = uniqueEmail();
    const unknown = await requestReset(unknownEmail);
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(200);
    expect(known.response.json()).toEqual(unknown.response.json());
    await expect.poll(() => ctx.mails.some((mail) => mail.to === user.email)).toBe(true);
    expect(ctx.mails.some((mail) => mail.to === unknownEmail)).toBe(false);
  });

  it('mails a link that carries no name: whoever registered with the address chose it', async () => {
    const { user } = await registerUser(ctx.app, { firstName: 'Escribí a wa punto me' });
    await requestReset(user.email);
    const mail = await expect
      .poll(() => ctx.mails.findLast((entry) => entry.to === user.email))
      .toBeDefined()
      .then(() => ctx.mails.findLast((entry) => entry.to === user.email));
    expect(mail?.text).toContain('reset-password?token=');
    expect(mail?.text).not.toContain('Escribí');
  });

  it('resets with the mailed token once, ends every session, and the token cannot be reused', async () => {
    const { client, user } = await registerUser(ctx.app);
    await requestReset(user.email);
    const mail = await expect
      .poll(() => ctx.mails.findLast((entry) => entry.to === user.email))
      .toBeDefined()
      .then(() => ctx.mails.findLast((entry) => entry.to === user.email));
    expect(mail?.text).toContain('http://cerquita.test/reset-password?token=');
    const token = linkToken(mail?.text ?? '');
    expect(token).toBeDefined();

    const [stored] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.resetToken).not.toBe(token);

    const reset = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/actualizada/);
    expect((await client.get('/api/user')).statusCode).toBe(401);

    const oldLogin = await new TestClient(ctx.app).post('/api/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new TestClient(ctx.app).post('/api/login', {
      email: user.email,
      password: 'nueva-clave',
    });
    expect(newLogin.statusCode).toBe(200);

    const reuse = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'otra-clave',
      confirmPassword: 'otra-clave',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      message: translate('es', 'api.invalidResetToken'),
    });
  });

  it('refuses an expired token', async () => {
    const { user } = await registerUser(ctx.app);
    await requestReset(user.email);
    await expect.poll(() => ctx.mails.some((mail) => mail.to === user.email)).toBe(true);
    const token = linkToken(ctx.mails.findLast((mail) => mail.to === user.email)?.text ?? '');
    await ctx.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const response = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'api.invalidResetToken'));
  });

  it.each([
    [
      { token: 'inventado', password: 'clave123', confirmPassword: 'clave123' },
      translate('es', 'api.invalidResetToken'),
    ],
    [
      { token: '', password: 'clave123', confirmPassword: 'clave123' },
      'Al enlace le falta una parte. Ábrelo de nuevo desde el correo.',
    ],
    [
      { token: 'x', password: '123', confirmPassword: '123' },
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [{ token: 'x', password: 'clave123', confirmPassword: 'clave124' }, 'Las contraseñas no coinciden'],
  ])('refuses %j', async (body, message) => {
    const response = await new TestClient(ctx.app).post('/api/reset-password', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an invalid email and throttles repeated requests for one account', async () => {
    expect((await new TestClient(ctx.app).post('/api/forgot-password', { email: 'nada' })).statusCode).toBe(
      400,
    );
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await new TestClient(ctx.app).post('/api/forgot-password', { email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the boundary', () => {
  it('refuses state-changing requests from another origin', async () => {
    const response = await new TestClient(ctx.app).post('/api/register', validRegistration(), {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    const sameSite = await new TestClient(ctx.app).post('/api/register', validRegistration(), {
      origin: 'http://cerquita.test',
    });
    expect(sameSite.statusCode).toBe(201);
  });

  it('sends security headers', async () => {
    const response = await new TestClient(ctx.app).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(ctx.app).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: translate('es', 'api.notFound') });
  });

  const hostileBodies: { payload: string; contentType: string }[] = [
    { payload: '{', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '{"email":{"$ne":1},"password":["a"]}', contentType: 'application/json' },
    {
      payload: JSON.stringify({ email: `${'a'.repeat(5000)}@x.com`, password: 'p'.repeat(100_000) }),
      contentType: 'application/json',
    },
    { payload: 'email=a@b.com&password=123456', contentType: 'application/x-www-form-urlencoded' },
    { payload: '\u0000\u0001', contentType: 'text/plain' },
    { payload: '', contentType: 'application/json' },
    {
      payload: JSON.stringify({ token: 'x'.repeat(10_000), password: 'abcdef', confirmPassword: 'abcdef' }),
      contentType: 'application/json',
    },
  ];
  const endpoints = [
    '/api/register',
    '/api/login',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/logout',
  ];

  it('never answers 5xx, whatever the body', async () => {
    for (const url of endpoints) {
      for (const body of hostileBodies) {
        const response = await new TestClient(ctx.app).request({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        });
        expect(response.statusCode, `${url} ${body.payload.slice(0, 40)}`).toBeLessThan(500);
        expect(response.json().message).toEqual(expect.any(String));
      }
    }
  });
});

describe('GET /api/categories', () => {
  it('lists the reference categories', async () => {
    const response = await new TestClient(ctx.app).get('/api/categories');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((category: { name: string }) => category.name);
    expect(names).toEqual(expect.arrayContaining(['Electrónicos', 'Ropa', 'Vehículos', 'Puestos de comida']));
    expect(names).toHaveLength(11);
  });
});

describe('malformed URLs', () => {
  it('answer 400 through the error contract, translated', async () => {
    const response = await new TestClient(ctx.app).get('/api/products/%ZZ', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: translate('en', 'api.invalidInput') });
  });
});
