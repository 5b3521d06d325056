import { displayNameOf } from '#shared/display-name.ts';

type NamedRow = { firstName: string; lastName: string };

/** A person's row as anyone but that person reads it: the display name ("Ana M.") instead of the first and last names. */
export function withDisplayName<Row extends NamedRow>({
  firstName,
  lastName,
  ...rest
}: Row): Omit<Row, keyof NamedRow> & { displayName: string } {
  return { ...rest, displayName: displayNameOf(firstName, lastName) };
}
