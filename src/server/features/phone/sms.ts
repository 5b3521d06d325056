import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '#server/config.ts';

/** One text message to one E.164 number. */
export type Sms = { to: string; text: string };

/** Sends a text message; rejects when the gateway did not take it. */
export type SmsSender = (sms: Sms) => Promise<void>;

/** A gateway that answers slower than this is treated as down: the person may ask again. */
const SEND_TIMEOUT_MS = 10_000;

async function expectAccepted(response: Response, gateway: string) {
  if (response.ok) return;
  throw new Error(`${gateway} refused the SMS: HTTP ${response.status}`);
}

/** POSTs `{ to, text }` as JSON, as local SMS gateways take it. */
function webhookSender(url: string): SmsSender {
  return async (sms) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await expectAccepted(response, 'the SMS webhook');
  };
}

/** Twilio's Messages resource: form fields To, From and Body, the account SID and auth token as basic auth. */
function twilioSender({
  accountSid,
  authToken,
  from,
  apiUrl,
}: Extract<SmsSettings, { kind: 'twilio' }>): SmsSender {
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return async (sms) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: sms.to, From: from, Body: sms.text }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await expectAccepted(response, 'Twilio');
  };
}

/** Development without a gateway: the text (and so the code) in the log, as development mails are. */
function logSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return async (sms) => log.info({ sms }, 'SMS not sent (no SMS_WEBHOOK_URL or TWILIO_*): its text is here');
}

/** The configured way out; undefined when production has none, and phone checks answer that they are off. */
export function smsSenderFor(
  settings: SmsSettings,
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsSender | undefined {
  switch (settings.kind) {
    case 'webhook':
      return webhookSender(settings.url);
    case 'twilio':
      return twilioSender(settings);
    case 'log':
      return logSender(log);
    case 'none':
      return undefined;
  }
}
