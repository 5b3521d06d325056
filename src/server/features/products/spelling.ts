import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { titleWords } from '#server/db/schema.ts';
import { SYNONYM_FORMS, searchWords } from './synonyms.ts';

/**
 * Typos, corrected against the words listing titles use (the `title_words` table): a search word that no title uses
 * in any form (its stem, or a synonym's) is replaced by the nearest title words by trigram similarity. Full-text search
 * then does the rest, so a misspelt search costs one lookup in a small table, not a similarity scan of every title.
 * All of it is SQL, so a search spells its words inside its own statement: one round trip.
 */

/**
 * Least trigram similarity of a correction: one wrong letter in a 7-letter word ('selular' → 'celular') scores 0.45.
 * Compared as `real`, pg_trgm's type: as float8, a distance of exactly 0.55 (stored as 0.55000001) would fail it.
 */
const CORRECTION_SIMILARITY = 0.45;
/** Nearest title words tried for a misspelt word ('bisicleta' → 'bicicleta', 'bicicletas'). */
const CORRECTIONS_PER_WORD = 3;

/**
 * Every form a synonym takes (synonyms.ts) with its alternatives, as rows SQL can look a word up in. Written into the
 * statement's text: prepared statements send it once per connection. Synonyms are letters and digits only.
 */
const synonyms = sql.raw(
  `(values ${SYNONYM_FORMS.map(([form, alternatives]) => `('${form}', '${alternatives.join(' ')}')`).join(', ')})`,
);

/** A word's alternatives, space-separated: its synonyms' forms when it has some, else itself. */
const alternativesOf = (word: SQL) =>
  sql`coalesce((select synonym.alternatives from ${synonyms} as synonym(form, alternatives)
    where synonym.form = ${word}), ${word})`;

/**
 * The search words `asked` (rows of `text_index`, `position`, `word`) as one PostgreSQL `to_tsquery` text per search,
 * `(text_index, ts_query)`: every word must match, each through itself, its synonyms or, when no title uses any of
 * them, the title words nearest to it and their synonyms: `(bisicleta | bicicleta | bici) & (roja)`.
 */
export function spelledTsQueries(asked: SQL): SQL {
  return sql`select asked.text_index, string_agg(word_query.text, ' & ' order by asked.position) as ts_query
    from ${asked},
    lateral (select ${alternativesOf(sql`asked.word`)} as alternatives) as own,
    lateral (select exists (
      select 1 from regexp_split_to_table(own.alternatives, ' ') as alternative
      join ${titleWords} on ${titleWords.stem} = cerquita_stem(alternative)) as known) as used,
    lateral (select case when used.known then '{}'::text[] else array(
      select nearest.word from (
        select ${titleWords.word} as word, ${titleWords.word} <-> asked.word as distance from ${titleWords}
        order by ${titleWords.word} <-> asked.word limit ${sql.raw(String(CORRECTIONS_PER_WORD))}
      ) as nearest
      where nearest.distance <= ${sql.raw(String(1 - CORRECTION_SIMILARITY))}::real) end as words) as nearest,
    lateral (select coalesce(string_agg(${alternativesOf(sql`correction.word`)}, ' ' order by correction.at), '')
      as alternatives from unnest(nearest.words) with ordinality as correction(word, at)) as corrections,
    lateral (select '(' || string_agg(alternative, ' | ' order by first_at) || ')' as text from (
      select alternative, min(at) as first_at
      from regexp_split_to_table(own.alternatives || ' ' || corrections.alternatives, ' ') with ordinality
        as split(alternative, at)
      where alternative <> '' group by alternative) as distinct_alternatives) as word_query
    group by asked.text_index`;
}

/**
 * A single search's words bound one per placeholder, left null past its words: PostgreSQL then knows how many words a
 * prepared statement reads (of an array parameter it assumes ten, and kept planning each search anew).
 */
export const askedWordSlots = (slots: readonly Placeholder[]) =>
  sql`(select 0 as text_index, position, word
    from unnest(array[${sql.join(
      slots.map((slot) => sql`${slot}::text`),
      sql`, `,
    )}]) with ordinality as slot(word, position) where word is not null) as asked`;

/** Each search's to_tsquery text (null when it has no word, only punctuation), all in one query. */
export async function correctedTsQueries(db: Executor, texts: readonly string[]): Promise<(string | null)[]> {
  const asked = texts.flatMap((text, textIndex) =>
    searchWords(text).map((word, position) => ({ textIndex, position, word })),
  );
  if (asked.length === 0) return texts.map(() => null);
  const column = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const rows = await db
    .select({ textIndex: sql<number>`spelled.text_index`, tsQuery: sql<string>`spelled.ts_query` })
    .from(
      sql`(${spelledTsQueries(
        sql`unnest(${column(
          asked.map((each) => each.textIndex),
          'int',
        )}, ${column(
          asked.map((each) => each.position),
          'int',
        )}, ${column(
          asked.map((each) => each.word),
          'text',
        )}) as asked(text_index, position, word)`,
      )}) as spelled`,
    );
  const tsQueryOfText = new Map(rows.map((row) => [row.textIndex, row.tsQuery]));
  return texts.map((_, textIndex) => tsQueryOfText.get(textIndex) ?? null);
}

/** One search's `correctedTsQueries`. */
export async function correctedTsQuery(db: Executor, text: string): Promise<string | null> {
  const [tsQuery = null] = await correctedTsQueries(db, [text]);
  return tsQuery;
}
