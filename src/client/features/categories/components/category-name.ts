import type { TFunction } from 'i18next';

/** A category's name in the user's language: stored names are Spanish catalog keys; unknown names are shown as is. */
export function categoryName(t: TFunction, name: string): string {
  return t(`categories.${name}`, { defaultValue: name });
}
