import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/auth.ts';
import type { PublicProfile } from '#shared/deals.ts';
import type { PhoneCodeSent } from '#shared/phone.ts';
import { phoneCodes, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import { sweepExpired } from '#server/maintenance.ts';
import { deleteAccountOf, person, type Person } from '#server/testing/deal-world.ts';
import { startHttpCatcher, type HttpCatcher } from '#server/testing/http-catcher.ts';
import { createTestContext, TestClient } from '#server/testing/test-app.ts';
import { useTestContextOpenedBy } from '#server/testing/use-test-context.ts';

let gateway: HttpCatcher;
beforeAll(async () => {
  gateway = await startHttpCatcher();
});
afterAll(() => gateway.close());
const ctx = useTestContextOpenedBy(() => createTestContext({ SMS_WEBHOOK_URL: `${gateway.url}/sms` }));

/** A mobile number no other test uses, typed as people do ("7123 4567"). */
const freshNumber = () => {
  const digits = String(randomInt(60_000_000, 80_000_000));
  return { typed: `${digits.slice(0, 4)} ${digits.slice(4)}`, e164: `+503${digits}` };
};

const postAs = (someone: Person, url: string, payload: object, language: string) =>
  someone.client.request({ method: 'POST', url, payload, headers: { 'accept-language': language } });

const askCode = (someone: Person, phone: unknown, language = 'es') =>
  postAs(someone, '/api/user/phone', { phone }, language);

const enterCode = (someone: Person, code: unknown, language = 'es') =>
  postAs(someone, '/api/user/phone/verify', { code }, language);

/** The SMS the gateway last took for `to`, with the code read from its text. */
function lastSmsTo(to: string) {
  const sms = gateway.requests
    .filter((request) => request.path === '/sms')
    .map((request) => JSON.parse(request.body) as { to: string; text: string })
    .findLast((each) => each.to === to);
  if (!sms) throw new Error(`no SMS to ${to}`);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in "${sms.text}"`);
  return { ...sms, code };
}

async function verified(someone: Person, typed: string, e164: string) {
  expect((await askCode(someone, typed)).statusCode).toBe(200);
  const response = await enterCode(someone, lastSmsTo(e164).code);
  expect(response.statusCode).toBe(200);
  return response.json<CurrentUser>();
}

const storedCodeOf = async (userId: number) =>
  (await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)))[0];

const badgeTypesOf = async (viewer: Person, userId: number) =>
  (await viewer.client.get(`/api/users/${userId}`)).json<PublicProfile>().badges.map((badge) => badge.type);

describe('asking for a code', () => {
  it('takes El Salvador mobiles however typed, sends the code to the webhook in E.164, in the caller’s language', async () => {
    const digits = String(randomInt(70_000_000, 80_000_000));
    const forms = [
      `${digits.slice(0, 4)}-${digits.slice(4)}`,
      `+503 ${digits}`,
      `(503) ${digits.slice(0, 4)} ${digits.slice(4)}`,
    ];
    for (const [index, typed] of forms.entries()) {
      const someone = await person(ctx);
      const language = index === 0 ? 'en' : 'es';
      const response = await askCode(someone, typed, language);
      expect(response.statusCode).toBe(200);
      const sent = response.json<PhoneCodeSent>();
      expect(sent).toMatchObject({ success: true, phone: `+503${digits}` });
      expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(sent.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      const sms = lastSmsTo(`+503${digits}`);
      expect(sms.text).toBe(translate(language, 'sms.phoneCode', { code: sms.code, minutes: 10 }));
      expect(sms.text).toMatch(language === 'en' ? /^Your Cerquita code/ : /^Tu código de Cerquita/);
    }
    const caught = gateway.requests.at(-1);
    expect(caught?.method).toBe('POST');
    expect(caught?.headers['content-type']).toBe('application/json');
  });

  it('refuses anything but a Salvadoran mobile with a clear message, es and en, sending nothing', async () => {
    const someone = await person(ctx);
    const sentBefore = gateway.requests.length;
    for (const typed of [
      '2222 3333',
      '8012 3456',
      '7012 345',
      '7012 34567',
      '+502 7012 3456',
      '+1 415 555 1234',
      'siete',
      '',
      70123456,
    ]) {
      const response = await askCode(someone, typed);
      expect(response.statusCode, String(typed)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        translate('es', 'validation.phoneNotSalvadoranMobile'),
      );
    }
    const inEnglish = await askCode(someone, '2222 3333', 'en');
    expect(inEnglish.json<{ message: string }>().message).toMatch(/^Enter an El Salvador mobile number/);
    expect(
      (await someone.client.request({ method: 'POST', url: '/api/user/phone', payload: {} })).statusCode,
    ).toBe(400);
    expect(gateway.requests.length).toBe(sentBefore);
    expect(await storedCodeOf(someone.user.id)).toBeUndefined();
  });

  it('keeps only an HMAC of the code, bound to account and number; a new send replaces the code', async () => {
    const someone = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(someone, typed);
    const first = lastSmsTo(e164).code;
    const stored = await storedCodeOf(someone.user.id);
    expect(stored).toMatchObject({ phone: e164, tries: 0 });
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(first);
    await askCode(someone, typed);
    const second = lastSmsTo(e164).code;
    if (first !== second) expect((await enterCode(someone, first)).statusCode).toBe(400);
    expect((await enterCode(someone, second)).statusCode).toBe(200);
  });

  it('allows 3 sends an hour per account, whatever the numbers', async () => {
    const someone = await person(ctx);
    for (let send = 0; send < 3; send += 1)
      expect((await askCode(someone, freshNumber().typed)).statusCode).toBe(200);
    const refused = await askCode(someone, freshNumber().typed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Ya pediste 3 códigos en la última hora/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('allows 3 sends an hour per number, whoever asks', async () => {
    const { typed, e164 } = freshNumber();
    for (let send = 0; send < 3; send += 1)
      expect((await askCode(await person(ctx), typed)).statusCode).toBe(200);
    const sentBefore = gateway.requests.length;
    const another = await person(ctx);
    const refused = await askCode(another, e164, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^You've asked for 3 codes/);
    expect(gateway.requests.length).toBe(sentBefore);
    expect((await askCode(another, freshNumber().typed)).statusCode).toBe(200);
  });

  it('refuses a number verified on another account with 409 that names no one, and does not count the try', async () => {
    const owner = await person(ctx, 'Rosa');
    const { typed, e164 } = freshNumber();
    await verified(owner, typed, e164);
    const other = await person(ctx, 'Tomás');
    const sentBefore = gateway.requests.length;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const refused = await askCode(other, typed);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).not.toContain('Rosa');
      expect(refused.body).not.toContain(String(owner.user.id));
      expect(refused.json<{ message: string }>().message).toBe(translate('es', 'api.phoneTaken'));
    }
    expect(gateway.requests.length).toBe(sentBefore);
    expect((await askCode(other, freshNumber().typed)).statusCode).toBe(200);
    expect((await askCode(owner, typed)).json<{ message: string }>().message).toBe(
      translate('es', 'api.phoneAlreadyVerified'),
    );
  });

  it('answers 503 with a message when the gateway fails, and the failed send is not counted', async () => {
    const someone = await person(ctx);
    gateway.answerWith(500);
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const failed = await askCode(someone, freshNumber().typed);
        expect(failed.statusCode).toBe(503);
        expect(failed.json<{ message: string }>().message).toBe(translate('es', 'api.smsFailed'));
      }
    } finally {
      gateway.answerWith(200);
    }
    expect((await askCode(someone, freshNumber().typed)).statusCode).toBe(200);
  });
});

describe('entering the code', () => {
  it('verifies the number: the owner sees it, others see only the phone_verified badge', async () => {
    const owner = await person(ctx);
    const { typed, e164 } = freshNumber();
    expect((await owner.client.get('/api/user')).json<CurrentUser>().phoneVerified).toBe(false);
    await askCode(owner, typed);
    const response = await enterCode(owner, lastSmsTo(e164).code.replace(/^(\d{3})/, '$1 '));
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUser>()).toMatchObject({ phone: e164, phoneVerified: true });
    expect((await owner.client.get('/api/user')).json<CurrentUser>()).toMatchObject({
      phone: e164,
      phoneVerified: true,
    });
    expect(await storedCodeOf(owner.user.id)).toBeUndefined();

    const viewer = await person(ctx);
    const profile = await viewer.client.get(`/api/users/${owner.user.id}`);
    expect(profile.body).not.toContain(e164.slice(4));
    expect(await badgeTypesOf(viewer, owner.user.id)).toContain('phone_verified');
  });

  it('allows 5 tries, saying how many are left; then the code is gone, the right one too', async () => {
    const someone = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(someone, typed);
    const { code } = lastSmsTo(e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const response = await enterCode(someone, wrong, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        triesLeft: left,
        message: translate('en', 'api.phoneCodeWrong', { count: left }),
      });
    }
    const last = await enterCode(someone, wrong);
    expect(last.json<{ message: string }>().message).toBe(translate('es', 'api.phoneCodeUsedUp'));
    expect(await storedCodeOf(someone.user.id)).toBeUndefined();
    const right = await enterCode(someone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json<{ message: string }>().message).toBe(translate('es', 'api.phoneCodeExpired'));
    expect((await someone.client.get('/api/user')).json<CurrentUser>().phoneVerified).toBe(false);
  });

  it('works for 10 minutes: past them the right code is refused and the row goes', async () => {
    const someone = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(someone, typed);
    const { code } = lastSmsTo(e164);
    // The clock 10 minutes on, as the expiry tests move the rows back: the code's end is now.
    await ctx.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now()` })
      .where(eq(phoneCodes.userId, someone.user.id));
    const response = await enterCode(someone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(translate('es', 'api.phoneCodeExpired'));
    expect(await storedCodeOf(someone.user.id)).toBeUndefined();
  });

  it('one minute before the end, the code still works', async () => {
    const someone = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(someone, typed);
    await ctx.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(phoneCodes.userId, someone.user.id));
    expect((await enterCode(someone, lastSmsTo(e164).code)).statusCode).toBe(200);
  });

  it('refuses badly formed codes with 400 and the message, using no try', async () => {
    const someone = await person(ctx);
    await askCode(someone, freshNumber().typed);
    for (const code of ['12345', '1234567', 'abcdef', '', 123456, null]) {
      const response = await enterCode(someone, code);
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        translate('es', 'validation.phoneCodeInvalid'),
      );
    }
    expect((await storedCodeOf(someone.user.id))?.tries).toBe(0);
  });

  it('refuses the number if another account verified it after the code was sent', async () => {
    const late = await person(ctx);
    const early = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(late, typed);
    const lateCode = lastSmsTo(e164).code;
    await verified(early, typed, e164);
    const refused = await enterCode(late, lateCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(translate('es', 'api.phoneTaken'));
  });

  it("never takes another account's code: it is bound to who asked", async () => {
    const asker = await person(ctx);
    const outsider = await person(ctx);
    const { typed, e164 } = freshNumber();
    await askCode(asker, typed);
    const { code } = lastSmsTo(e164);
    expect((await enterCode(outsider, code)).statusCode).toBe(400);
    expect((await outsider.client.get('/api/user')).json<CurrentUser>().phoneVerified).toBe(false);
    expect((await storedCodeOf(asker.user.id))?.tries).toBe(0);
    expect((await enterCode(asker, code)).statusCode).toBe(200);
  });
});

describe('giving the number up', () => {
  it('DELETE /api/user/phone clears number and badge, and frees the number for another account', async () => {
    const owner = await person(ctx);
    const { typed, e164 } = freshNumber();
    await verified(owner, typed, e164);
    const removed = await owner.client.request({ method: 'DELETE', url: '/api/user/phone' });
    expect(removed.statusCode).toBe(200);
    expect((await owner.client.get('/api/user')).json<CurrentUser>()).toMatchObject({
      phone: null,
      phoneVerified: false,
    });
    expect(await badgeTypesOf(owner, owner.user.id)).not.toContain('phone_verified');
    await verified(await person(ctx), typed, e164);
  });

  it('deleting the account frees the number and its codes go with it', async () => {
    const leaving = await person(ctx);
    const { typed, e164 } = freshNumber();
    await verified(leaving, typed, e164);
    await askCode(leaving, freshNumber().typed);
    await deleteAccountOf(leaving);
    expect(await storedCodeOf(leaving.user.id)).toBeUndefined();
    const [still] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, e164));
    expect(still).toBeUndefined();
    const next = await verified(await person(ctx), typed, e164);
    expect(next.phoneVerified).toBe(true);
  });

  it('the hourly sweep deletes codes past their ten minutes and keeps live ones', async () => {
    const expired = await person(ctx);
    const live = await person(ctx);
    await askCode(expired, freshNumber().typed);
    await askCode(live, freshNumber().typed);
    await ctx.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now()` })
      .where(eq(phoneCodes.userId, expired.user.id));
    await sweepExpired(ctx.db, ctx.deps.uploads);
    expect(await storedCodeOf(expired.user.id)).toBeUndefined();
    expect(await storedCodeOf(live.user.id)).toBeDefined();
  });
});

describe('who may call', () => {
  it('answers a visitor 401 on every phone call and changes nothing', async () => {
    const visitor = new TestClient(ctx.app);
    const sentBefore = gateway.requests.length;
    expect((await visitor.post('/api/user/phone', { phone: '7012 3456' })).statusCode).toBe(401);
    expect((await visitor.post('/api/user/phone/verify', { code: '123456' })).statusCode).toBe(401);
    expect((await visitor.request({ method: 'DELETE', url: '/api/user/phone' })).statusCode).toBe(401);
    expect(gateway.requests.length).toBe(sentBefore);
  });

  it("removing one's number touches no one else's", async () => {
    const owner = await person(ctx);
    const { typed, e164 } = freshNumber();
    await verified(owner, typed, e164);
    const outsider = await person(ctx);
    await outsider.client.request({ method: 'DELETE', url: '/api/user/phone' });
    expect((await owner.client.get('/api/user')).json<CurrentUser>()).toMatchObject({
      phone: e164,
      phoneVerified: true,
    });
  });
});
