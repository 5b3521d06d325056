import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export type SmsCapture = { url: string; close: () => Promise<void> };

/**
 * A local SMS gateway for the app's SMS_WEBHOOK_URL: each `{ to, text }` it is POSTed is written to `dir` as
 * `<n>.json` (atomically, by rename), where the specs read codes with waitForSms. The app's own sender path runs
 * unchanged: no test hook in production code.
 */
export async function startSmsCapture(dir: string): Promise<SmsCapture> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sequence += 1;
      const file = path.join(dir, `${sequence}.json`);
      fs.writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      fs.renameSync(`${file}.tmp`, file);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMS capture not listening');
  return {
    url: `http://127.0.0.1:${address.port}/sms`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code of the latest SMS sent to `to` (E.164), waiting for it to arrive. */
export async function waitForSmsCode(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = process.env.E2E_SMS_DIR;
  if (!dir) throw new Error('E2E_SMS_DIR is not set: start the tests through playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const texts = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
      .map(
        (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string },
      );
    const code = /\b(\d{6})\b/.exec(texts.find((sms) => sms.to === to)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
}
