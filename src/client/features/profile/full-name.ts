/** "First Last", or only the first name when the last one is empty (the last name is optional). */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`.trim();
}
