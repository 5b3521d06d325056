import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets must be read back to check codes, so they are stored encrypted (AES-256-GCM) under a key
 * derived from SESSION_SECRET: a copy of the database alone does not give them. Changing SESSION_SECRET makes stored
 * secrets unreadable, and their owners sign in with a recovery code.
 */
const keyOf = (sessionSecret: string) => createHash('sha256').update(`two-factor:${sessionSecret}`).digest();

export function sealSecret(sessionSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed under another key or altered. */
export function openSecret(sessionSecret: string, stored: string): string | undefined {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
