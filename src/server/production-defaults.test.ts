import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { users } from './db/schema.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createMailer } from './plugins/mailer.ts';
import { registerUser } from './testing/test-app.ts';
import { useTestContext } from './testing/use-test-context.ts';

/** Safe defaults when the operator sets little: no demo accounts, no credentials in the logs. */

/** The app's logger writing into `lines` (one JSON entry each). */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  return { app, log: app.log, text: () => lines.join('') };
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  APP_URL: 'https://cerquita.example',
} as const;

describe('demo data (readConfig)', () => {
  it.each([
    ['production on the embedded database', PRODUCTION, false],
    ['production asking for it', { ...PRODUCTION, DEMO_DATA: 'true' }, true],
    ['production refusing it', { ...PRODUCTION, DEMO_DATA: 'false' }, false],
    ['development on the embedded database', { NODE_ENV: 'development' }, true],
    ['development on PostgreSQL', { NODE_ENV: 'development', DATABASE_URL: 'postgres://db/app' }, false],
  ])('%s', (_label, env, seeded) => {
    expect(readConfig(env).demoData).toBe(seeded);
  });
});

describe('mails without SMTP_URL', () => {
  const token = 'tok-3f9a1c7e5b2d';
  const mail = {
    to: 'ana.lopez@correo.example',
    subject: 'Restablece tu contraseña',
    text: `Hola Ana, abre https://cerquita.example/reset-password?token=${token}`,
  };

  it('in production are not sent and the log says so without the link, token or mailbox', async () => {
    const { log, text } = capturedLogger();
    await createMailer({ env: 'production', smtpUrl: undefined, mailFrom: 'x' }, log).send(mail);
    const logged = text();
    expect(logged).toContain('SMTP_URL is not set');
    expect(logged).toContain('correo.example');
    for (const secret of [token, 'reset-password', 'ana.lopez', 'Hola Ana'])
      expect(logged).not.toContain(secret);
  });

  it('in development are written to the log, link included (npm start’s forgot-password)', async () => {
    const { log, text } = capturedLogger();
    await createMailer({ env: 'development', smtpUrl: undefined, mailFrom: 'x' }, log).send(mail);
    expect(text()).toContain(`reset-password?token=${token}`);
  });
});

describe('database errors in the log', () => {
  const ctx = useTestContext();
  let captured: ReturnType<typeof capturedLogger>;
  const email = 'secreta.persona@example.com';
  const passwordHash = 'scrypt$deadbeefcafe$0123456789abcdef';

  beforeAll(async () => {
    captured = capturedLogger();
    const { app } = captured;
    registerErrorHandling(app);
    const taken = (await registerUser(ctx.app, { email })).user.email;
    // A unique violation (→ 500) and a value the database cannot read (→ 400), both with an email among the parameters.
    app.post('/duplicate', async () => {
      await ctx.db
        .insert(users)
        .values({ email: taken, password: passwordHash, firstName: 'Ana', lastName: '' });
    });
    app.post('/unreadable', async () => {
      await ctx.db.execute(sql`select ${email}::integer`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await captured.app.close();
  });

  it('hold the SQL and the database’s answer, never the parameters', async () => {
    expect((await captured.app.inject({ method: 'POST', url: '/duplicate' })).statusCode).toBe(500);
    expect((await captured.app.inject({ method: 'POST', url: '/unreadable' })).statusCode).toBe(400);
    const logged = captured.text();
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_lower_unique');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(passwordHash);
  });
});
