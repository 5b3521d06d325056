import { createHash, randomBytes } from 'node:crypto';

/** The tokens of mailed links (password reset, email verification): 32 random bytes; only their SHA-256 is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * A link to one of the app's pages carrying a token. Built from APP_URL only: a request's Host or X-Forwarded-Host is
 * written by whoever sends it, and a link pointing elsewhere would hand them the token.
 */
export function tokenLink(appUrl: string, page: '/reset-password' | '/verify-email', token: string): string {
  return `${appUrl}${page}?token=${encodeURIComponent(token)}`;
}
