/**
 * Words people in El Salvador use for the same thing, kept as data: a search for any word of a group also finds
 * listings that say another ("refri" finds "refrigeradora"). Words are written lower case without accents, as the
 * search compares them; each alternative is then stemmed like any search word, so plurals follow.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['celular', 'telefono', 'movil', 'cel', 'smartphone'],
  ['refri', 'refrigeradora', 'refrigerador', 'nevera'],
  ['compu', 'computadora', 'computador', 'laptop', 'portatil', 'notebook'],
  ['chumpa', 'chaqueta', 'chamarra', 'campera'],
  ['bici', 'bicicleta'],
  ['moto', 'motocicleta'],
  ['tele', 'televisor', 'television', 'tv'],
  ['carro', 'auto', 'vehiculo', 'automovil', 'coche'],
  ['bolson', 'mochila'],
  ['audifonos', 'auriculares', 'headphones'],
  ['estufa', 'cocina'],
  ['sofa', 'sillon'],
  ['lavadora', 'lavarropas'],
  ['play', 'playstation', 'consola'],
  ['zapatos', 'calzado'],
  ['tenis', 'zapatillas'],
  ['lentes', 'anteojos', 'gafas'],
  ['cuadro', 'marco'],
  ['foco', 'bombillo', 'bombilla'],
  ['cipote', 'nino'],
];

const groupOfWord = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** Lower case, accents and punctuation gone: the words of a search as the synonyms are written. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The word and its synonyms; a plural ('bicis', 'celulares') finds the group of its singular. */
export function alternativesOf(word: string): readonly string[] {
  const group =
    groupOfWord.get(word) ??
    groupOfWord.get(word.replace(/e?s$/, '')) ??
    groupOfWord.get(word.replace(/s$/, ''));
  return group ? [word, ...group.filter((each) => each !== word)] : [word];
}

/**
 * Every word alternativesOf finds synonyms for — each group's words and their plurals in -s and -es — with what it
 * gives: the table search looks its words up in (spelling.ts).
 */
export const SYNONYM_FORMS: readonly (readonly [string, readonly string[]])[] = [
  ...new Set(SYNONYM_GROUPS.flat().flatMap((word) => [word, `${word}s`, `${word}es`])),
].map((form) => [form, alternativesOf(form)] as const);
