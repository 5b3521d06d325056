/** The keys no read of another person may carry. */
const PRIVATE_KEYS = new Set(['lastName', 'email', 'phone']);

/**
 * Where `json` says more of a person than others may read: every private key (at any depth), and every text holding
 * their whole `lastName`, by path ("$.seller.lastName"). Empty for an answer that names people by display name only.
 */
export function privateFieldsIn(json: unknown, lastName: string, path = '$'): string[] {
  if (typeof json === 'string') return json.includes(lastName) ? [path] : [];
  if (Array.isArray(json))
    return json.flatMap((item, index) => privateFieldsIn(item, lastName, `${path}[${index}]`));
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) => [
    ...(PRIVATE_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...privateFieldsIn(value, lastName, `${path}.${key}`),
  ]);
}
