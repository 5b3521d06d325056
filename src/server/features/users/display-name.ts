import { displayNameOf } from '#shared/display-name.ts';
import { users } from '#server/db/schema.ts';

type NamedRow = { firstName: string; lastName: string };

/** A person's row as anyone but that person reads it: the display name ("Ana M.") instead of the first and last names. */
export function withDisplayName<Row extends NamedRow>({
  firstName,
  lastName,
  ...rest
}: Row): Omit<Row, keyof NamedRow> & { displayName: string } {
  return { ...rest, displayName: displayNameOf(firstName, lastName) };
}

/** The columns of a person that others see, named by `withDisplayName` once read: who, their name and their photo. */
export const shownPersonColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};
