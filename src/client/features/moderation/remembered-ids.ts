/** The ids a device remembers (dismissed cards, accounts shown a tip), stored as a JSON array of whole numbers. */
export function readIds(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The ids with one more, the latest last, keeping only the latest `max` so the list stays small. */
export function withId(ids: readonly number[], id: number, max: number): number[] {
  return [...ids.filter((other) => other !== id), id].slice(-max);
}
