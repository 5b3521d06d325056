import type { TFunction } from 'i18next';
import categoriesTexts from '#shared/locales/es/categories.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ categories: categoriesTexts });

/** A category's name in the user's language: stored names are Spanish catalog keys; unknown names are shown as is. */
export function categoryName(t: TFunction, name: string): string {
  return t(`categories.${name}`, { defaultValue: name });
}
