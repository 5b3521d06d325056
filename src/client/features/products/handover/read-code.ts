/**
 * The handover code a scanned QR carries: the `code` of the link the buyer's QR holds
 * (`…/products/{id}/handover?code=123456`), or six digits on their own; null for anything else.
 */
export function handoverCodeIn(scanned: string): string | null {
  const bare = scanned.replace(/\s/g, '');
  if (/^\d{6}$/.test(bare)) return bare;
  try {
    const code = new URL(scanned).searchParams.get('code');
    return code !== null && /^\d{6}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
