import fs from 'node:fs';
import path from 'node:path';

/**
 * Mail caught by the SMTP capture server of the browser tests (e2e/support/smtp-capture.ts).
 * Each message is stored as `<id>.eml` (raw RFC 822) plus `<id>.json` (the SMTP envelope) in `E2E_MAIL_DIR`.
 */
export type CaughtMail = {
  /** Decoded Subject header (RFC 2047 encoded words decoded). */
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
    for (const mail of readMailbox(dir, options.since)) {
      if (consumed.has(mail.file) || !mail.to.includes(wanted)) continue;
      if (options.subject !== undefined && !matches(mail.subject, options.subject)) continue;
      consumed.add(mail.file);
      return mail;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = readMailbox(dir).map((mail) => `  - to ${mail.to.join(', ')}: ${mail.subject}`);
  throw new Error(
    `No mail to ${to}${options.subject === undefined ? '' : ` with subject ${String(options.subject)}`} ` +
      `within ${timeoutMs} ms. Mailbox ${dir} holds ${seen.length} message(s)${seen.length ? ':\n' + seen.join('\n') : '.'}`,
  );
}

/** Every caught message, oldest first. */
export function readMailbox(dir: string = mailDir(), since?: Date): CaughtMail[] {
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
    let envelope: string[] = [];
    try {
      const meta: unknown = JSON.parse(fs.readFileSync(file.replace(/\.eml$/, '.json'), 'utf8'));
      if (meta && typeof meta === 'object' && 'rcptTo' in meta && Array.isArray(meta.rcptTo)) {
        envelope = meta.rcptTo.filter((value): value is string => typeof value === 'string');
      }
    } catch {
      // no envelope: the headers still name the recipients
    }
    const mail = parseMail(fs.readFileSync(file), file);
    mail.to = unique([...envelope.map((address) => address.toLowerCase()), ...mail.to]);
    mails.push(mail);
  }
  return mails;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

function matches(value: string, pattern: string | RegExp): boolean {
  return typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
}

// ---------------------------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer sends (single part or multipart, quoted-printable or base64).

type Part = { headers: Map<string, string>; body: string /* latin1: one char per byte */ };

/** Parses a raw RFC 822 message. */
export function parseMail(raw: Buffer | string, file = ''): CaughtMail {
  const root = splitPart(
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'),
  );
  const texts: string[] = [];
  const htmls: string[] = [];
  collectBodies(root, texts, htmls);
  const html = htmls.length ? htmls.join('\n') : undefined;
  const text = texts.length ? texts.join('\n') : html !== undefined ? htmlToText(html) : '';
  const hrefs =
    html === undefined
      ? []
      : [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1] ?? ''));
  const links = unique([...extractLinks(text), ...hrefs.filter((href) => /^https?:\/\//i.test(href))]);
  const to = [root.headers.get('to'), root.headers.get('cc')]
    .filter((value): value is string => value !== undefined)
    .flatMap((value) =>
      [...decodeHeader(value).matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase()),
    );
  return {
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text,
    html,
    links,
    to: unique(to),
    from: decodeHeader(root.headers.get('from') ?? ''),
    file,
  };
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: Part): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (part.headers.get('content-type') ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params.set(
      param.slice(0, eq).trim().toLowerCase(),
      param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

function collectBodies(part: Part, texts: string[], htmls: string[]): void {
  const { type, params } = contentType(part);
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return;
    for (const child of splitMultipart(part.body, boundary)) collectBodies(splitPart(child), texts, htmls);
    return;
  }
  if (type === 'message/rfc822') {
    collectBodies(splitPart(part.body), texts, htmls);
    return;
  }
  if (/^\s*attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  if (type !== 'text/plain' && type !== 'text/html') return;
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  const decoded = decodeCharset(bytes, params.get('charset') ?? 'utf-8');
  (type === 'text/html' ? htmls : texts).push(decoded.replace(/\r\n/g, '\n').trimEnd());
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith(delimiter)) {
      if (current) parts.push(current.join('\r\n'));
      if (line.slice(delimiter.length).startsWith('--')) return parts;
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

/** Decodes a Content-Transfer-Encoding; returns bytes. */
export function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks `=\r\n` vanish, `=XX` is a byte. */
export function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined.charCodeAt(i);
    if (char === 0x3d /* = */ && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(char & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** Decodes a header: raw 8-bit bytes as UTF-8, then RFC 2047 encoded words (`=?utf-8?Q?…?=`, `=?utf-8?B?…?=`). */
export function decodeHeader(value: string): string {
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(
      /=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g,
      (_word, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : decodeQuotedPrintable(text.replace(/_/g, ' '));
        return decodeCharset(bytes, charset);
      },
    );
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
