/**
 * How a person is named to anyone but themselves: the first name, a space, the first letter of the last name upper-cased
 * and a dot ("Ana M."); just the first name when there is no last name. Nobody else ever reads the whole last name.
 */
export function displayNameOf(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const [initial] = lastName.trim().normalize('NFC');
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase('es')}.`;
}
