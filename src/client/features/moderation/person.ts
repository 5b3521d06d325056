import type { TFunction } from 'i18next';
import type { BlockedPerson } from '#shared/blocks.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/** Who can be blocked or reported, as the screens that offer it know them. */
export type Person = Omit<BlockedPerson, 'blockedAt'>;

/** Their display name ("Ana M."), or 'Usuario' when they gave none. */
export function personName(t: TFunction, person: Pick<Person, 'displayName'>): string {
  return person.displayName.trim() || t('moderation.unnamed');
}
