import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Address } from 'postal-mime';

/**
 * Mail caught by the SMTP capture server of the browser tests (e2e/support/smtp-capture.ts).
 * Each message is stored as `<id>.eml` (raw RFC 822) plus `<id>.json` (the SMTP envelope) in `E2E_MAIL_DIR`.
 */
export type CaughtMail = {
  /** Decoded Subject header. */
  subject: string;
  /** The text/plain body, decoded; when the mail has only HTML, that HTML with tags stripped. */
  text: string;
  /** The text/html body, decoded, when present. */
  html: string | undefined;
  /** Every http(s) link in the text (and the HTML's href attributes), in order, without duplicates. */
  links: string[];
  /** Envelope recipients (RCPT TO) plus the addresses of the To/Cc headers, lower-cased. */
  to: string[];
  from: string;
  /** File holding the raw message. */
  file: string;
};

export type WaitForMailOptions = {
  /** How long to wait for a matching message; default 15 s. */
  timeoutMs?: number;
  /** Only a message whose subject contains this text or matches this pattern. */
  subject?: string | RegExp;
  /** Only messages received at or after this moment. */
  since?: Date;
};

/** Messages already handed out by waitForMail in this worker: each mail is returned once. */
const consumed = new Set<string>();

/**
 * Waits until a mail to `to` arrives and returns it parsed. Returns the oldest matching message not yet returned
 * by an earlier call (queue semantics), so a test that triggers two mails reads them in order.
 */
export async function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<CaughtMail> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const dir = mailDir();
  const wanted = to.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await readMailbox(dir, options.since)) {
      if (consumed.has(mail.file) || !mail.to.includes(wanted)) continue;
      if (options.subject !== undefined && !matches(mail.subject, options.subject)) continue;
      consumed.add(mail.file);
      return mail;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = (await readMailbox(dir)).map((mail) => `  - to ${mail.to.join(', ')}: ${mail.subject}`);
  throw new Error(
    `No mail to ${to}${options.subject === undefined ? '' : ` with subject ${String(options.subject)}`} ` +
      `within ${timeoutMs} ms. Mailbox ${dir} holds ${seen.length} message(s)${seen.length ? ':\n' + seen.join('\n') : '.'}`,
  );
}

/** Every caught message, oldest first. */
export async function readMailbox(dir: string = mailDir(), since?: Date): Promise<CaughtMail[]> {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails: CaughtMail[] = [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    if (since && fs.statSync(file).mtimeMs < since.getTime()) continue;
    const mail = await parseMail(fs.readFileSync(file), file);
    mail.to = unique([...envelopeRecipients(file), ...mail.to]);
    mails.push(mail);
  }
  return mails;
}

/** The RCPT TO addresses the capture server stored beside the message; none when it stored no envelope. */
function envelopeRecipients(file: string): string[] {
  try {
    const meta: unknown = JSON.parse(fs.readFileSync(file.replace(/\.eml$/, '.json'), 'utf8'));
    if (meta && typeof meta === 'object' && 'rcptTo' in meta && Array.isArray(meta.rcptTo)) {
      return meta.rcptTo
        .filter((value): value is string => typeof value === 'string')
        .map((address) => address.toLowerCase());
    }
  } catch {
    // no envelope: the headers still name the recipients
  }
  return [];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

function matches(value: string, pattern: string | RegExp): boolean {
  return typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
}

/** Parses a raw RFC 822 message with postal-mime. */
export async function parseMail(raw: Buffer | string, file = ''): Promise<CaughtMail> {
  const email = await PostalMime.parse(raw);
  const html = email.html;
  const text = email.text ?? (html === undefined ? '' : htmlToText(html));
  const hrefs = html === undefined ? [] : [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)];
  const links = unique([
    ...extractLinks(text),
    ...hrefs.map((match) => decodeEntities(match[1] ?? '')).filter((href) => /^https?:\/\//i.test(href)),
  ]);
  return {
    subject: email.subject ?? '',
    text: text.replace(/\r\n/g, '\n').trimEnd(),
    html,
    links,
    to: unique([...(email.to ?? []), ...(email.cc ?? [])].flatMap(addressesOf)),
    from: email.from ? formatAddress(email.from) : '',
    file,
  };
}

function addressesOf(address: Address): string[] {
  const mailboxes = address.group ?? [address];
  return mailboxes.map((mailbox) => mailbox.address.toLowerCase());
}

function formatAddress(address: Address): string {
  if (address.group) return address.name;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h\d|li|tr)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return named[code.toLowerCase()] ?? entity;
  });
}

/** http(s) URLs in a text, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  return unique(
    [...text.matchAll(/https?:\/\/[^\s<>"'`]+/gi)].map((m) => m[0].replace(/[.,;:!?)\]}>]+$/, '')),
  );
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
