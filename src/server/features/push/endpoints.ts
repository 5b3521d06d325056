/**
 * Whether the server may send pushes to this subscription endpoint: https on a host of the allow-list (a
 * `*.example.com` entry allows every subdomain of example.com), on https's own port 443 unless the entry names another
 * (`host:port`), never an address with credentials. The server then only ever calls the push services it was told
 * about, on the port they serve pushes on, whatever a client sends.
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
  return allowedHosts.some((entry) => {
    const allowed = allowListEntry(entry);
    return url.port === allowed.port && hostMatches(host, allowed.host);
  });
}

/**
 * An allow-list entry, `host` or `host:port`, with the port as `URL.port` writes it: an https address on 443 has none,
 * so an entry without a port allows 443 only.
 */
function allowListEntry(entry: string): { host: string; port: string } {
  const match = /^(.+):(\d+)$/.exec(entry);
  if (!match?.[1] || !match[2]) return { host: entry, port: '' };
  const port = String(Number(match[2]));
  return { host: match[1], port: port === '443' ? '' : port };
}

const hostMatches = (host: string, allowed: string) =>
  allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
