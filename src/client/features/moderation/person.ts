import type { TFunction } from 'i18next';
import type { BlockedPerson } from '#shared/blocks.ts';

/** Who can be blocked or reported, as the screens that offer it know them. */
export type Person = Omit<BlockedPerson, 'blockedAt'>;

/** Their full name, or 'Usuario' when they gave none. */
export function personName(t: TFunction, person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || t('moderation.unnamed');
}
