import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#server/config.ts';
import { startHttpCatcher, type HttpCatcher } from '#server/testing/http-catcher.ts';
import { smsSenderFor } from './sms.ts';

let gateway: HttpCatcher;
beforeAll(async () => {
  gateway = await startHttpCatcher();
});
afterAll(() => gateway.close());

const logged: unknown[] = [];
const log = { info: (...entry: unknown[]) => void logged.push(entry[0]) };
const sms = { to: '+50370123456', text: 'Tu código de Cerquita es 123456.' };

describe('the SMS senders', () => {
  it('the webhook gets { to, text } as JSON by POST', async () => {
    const send = smsSenderFor(readConfig({ SMS_WEBHOOK_URL: `${gateway.url}/hook` }).sms, log);
    await send?.(sms);
    const caught = gateway.requests.at(-1);
    expect(caught).toMatchObject({ method: 'POST', path: '/hook' });
    expect(caught?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(caught?.body ?? '')).toEqual(sms);
  });

  it("Twilio gets To, From and Body as a form at the account's Messages resource, with basic auth", async () => {
    const settings = readConfig({
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token-xyz',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `${gateway.url}/`,
    }).sms;
    await smsSenderFor(settings, log)?.(sms);
    const caught = gateway.requests.at(-1);
    expect(caught).toMatchObject({ method: 'POST', path: '/2010-04-01/Accounts/AC123/Messages.json' });
    expect(caught?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:token-xyz').toString('base64')}`);
    expect(caught?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(caught?.body))).toEqual({
      To: sms.to,
      From: '+15005550006',
      Body: sms.text,
    });
  });

  it('rejects when the gateway refuses, so the caller can say the SMS did not go', async () => {
    gateway.answerWith(401);
    try {
      const send = smsSenderFor(readConfig({ SMS_WEBHOOK_URL: gateway.url }).sms, log);
      await expect(send?.(sms)).rejects.toThrow('HTTP 401');
    } finally {
      gateway.answerWith(200);
    }
  });

  it('in development without a gateway, writes the text (and so the code) to the log', async () => {
    const settings = readConfig({ NODE_ENV: 'development' }).sms;
    expect(settings).toEqual({ kind: 'log' });
    await smsSenderFor(settings, log)?.(sms);
    expect(logged.at(-1)).toEqual({ sms });
  });

  it('in production without a gateway there is no sender (phone checks answer they are off), never the log', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      APP_URL: 'https://cerquita.sv',
    };
    expect(readConfig(production).sms).toEqual({ kind: 'none' });
  });

  it('refuses half a Twilio setup and two senders at once', () => {
    expect(() => readConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/go together/);
    expect(() =>
      readConfig({
        SMS_WEBHOOK_URL: gateway.url,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
      }),
    ).toThrow(/not both/);
  });
});
