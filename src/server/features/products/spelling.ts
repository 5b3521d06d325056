import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { titleWords } from '#server/db/schema.ts';
import { alternativesOf, searchWords } from './synonyms.ts';

/**
 * Typos, corrected against the words listing titles use (the `title_words` table): a search word that no title uses
 * in any form (its stem, or a synonym's) is replaced by the nearest title words by trigram similarity. Full-text search
 * then does the rest, so a misspelt search costs one lookup in a small table, not a similarity scan of every title.
 */

/** Least trigram similarity of a correction: one wrong letter in a 7-letter word ('selular' → 'celular') scores 0.45. */
const CORRECTION_SIMILARITY = 0.45;
/** Nearest title words tried for a misspelt word ('bisicleta' → 'bicicleta', 'bicicletas'). */
const CORRECTIONS_PER_WORD = 3;

type WordRow = { word: string; known: boolean; nearest: string[] };

const asked = { words: sql.placeholder('words'), alternatives: sql.placeholder('alternatives') };

/**
 * For each word: whether a title uses it or a synonym in some form, and else its nearest title words (only a word no
 * title uses is looked for among the nearest). Prepared once per database or transaction, like the listing.
 */
function lookUpStatement(db: Executor) {
  return db
    .select({
      word: sql<string>`asked.word`,
      known: sql<boolean>`used.known`,
      nearest: sql<string[]>`case
      when used.known then '{}'::text[]
      else array(
        select nearest.word from (
          select ${titleWords.word} as word, ${titleWords.word} <-> asked.word as distance from ${titleWords}
          order by ${titleWords.word} <-> asked.word limit ${CORRECTIONS_PER_WORD}
        ) as nearest
        where nearest.distance <= ${1 - CORRECTION_SIMILARITY})
      end`,
    })
    .from(
      sql`unnest(${asked.words}::text[], ${asked.alternatives}::text[]) as asked(word, alternatives),
        lateral (select exists (
          select 1 from regexp_split_to_table(asked.alternatives, ' ') as alternative
          join ${titleWords} on ${titleWords.stem} = cerquita_stem(alternative)) as known) as used`,
    )
    .prepare('spelling_look_up');
}

const statementByExecutor = new WeakMap<Executor, ReturnType<typeof lookUpStatement>>();

function lookUp(db: Executor, words: readonly string[]): Promise<WordRow[]> {
  let statement = statementByExecutor.get(db);
  if (!statement) statementByExecutor.set(db, (statement = lookUpStatement(db)));
  return statement.execute({ words, alternatives: words.map((word) => alternativesOf(word).join(' ')) });
}

/**
 * The search as PostgreSQL `to_tsquery` text: every word must match, each through itself, its synonyms or, when no
 * title uses any of them, the title words nearest to it: `(bisicleta | bicicleta | bicicletas | bici) & (roja)`.
 * Null when the search has no word (only punctuation).
 */
export async function correctedTsQuery(db: Executor, text: string): Promise<string | null> {
  const [tsQuery = null] = await correctedTsQueries(db, [text]);
  return tsQuery;
}

/** Each search's `correctedTsQuery`, with the words of all of them looked up in one query. */
export async function correctedTsQueries(db: Executor, texts: readonly string[]): Promise<(string | null)[]> {
  const wordsOfTexts = texts.map(searchWords);
  const distinctWords = [...new Set(wordsOfTexts.flat())];
  const rows = distinctWords.length === 0 ? [] : await lookUp(db, distinctWords);
  const rowOfWord = new Map(rows.map((row) => [row.word, row]));
  return wordsOfTexts.map((words) =>
    words.length === 0 ? null : words.map((word) => alternativesQuery(word, rowOfWord.get(word))).join(' & '),
  );
}

/** The word, its synonyms and, when no title uses any of them, the nearest title words: `(a | b | c)`. */
function alternativesQuery(word: string, row: WordRow | undefined): string {
  const corrections = row && !row.known ? row.nearest.flatMap(alternativesOf) : [];
  return `(${[...new Set([...alternativesOf(word), ...corrections])].join(' | ')})`;
}
