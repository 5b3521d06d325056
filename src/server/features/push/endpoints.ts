/**
 * Whether the server may send pushes to this subscription endpoint: https on a host of the allow-list (a
 * `*.example.com` entry allows every subdomain of example.com), never an address with credentials. The server then
 * only ever calls the push services it was told about, whatever a client sends.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}
