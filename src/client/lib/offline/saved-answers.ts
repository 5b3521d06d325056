import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import {
  allMessagesQueryKey,
  categoriesQueryKey,
  clientConfigQueryKey,
  conversationDetailsQueryKey,
  conversationListQueryKey,
  currentUserQueryKey,
  favoritesQueryKey,
  isUnder,
  productListsQueryKey,
  unreadCountQueryKey,
} from '../query-keys.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';
import { offlineDatabase } from './database.ts';
import { forgetVoiceNotes } from './voice-notes.ts';

/**
 * What the signed-in person's screens last showed, kept in IndexedDB under their id so the app reads it without a
 * connection: who they are, the categories, their last nearby listings, favourites, conversation list and the newest
 * messages of their recent chats. Only the first page of each list, and only a few lists: a few dozen kilobytes.
 * Signing out removes it. It is put back only when the app opens offline; online, the server answers as ever.
 */
const SAVE_DELAY_MS = 1_000;
/**
 * Raised whenever an answer the screens read changes shape (2: other people named by `displayName`), so a new build
 * never puts back answers an older one saved, which its screens could not read.
 */
const ANSWERS_SHAPE = 2;
const RECENT_CHATS = 5;
const NEARBY_LISTS = 2;

type DehydratedQuery = DehydratedState['queries'][number];
type Kept = 'always' | 'nearby' | 'chat';

const KEPT_ALWAYS = [
  currentUserQueryKey,
  categoriesQueryKey,
  clientConfigQueryKey,
  favoritesQueryKey,
  unreadCountQueryKey,
  conversationListQueryKey,
];
/** A chat's queries: its messages and the conversation itself, the chat's id after the prefix. */
const CHAT_QUERIES = [allMessagesQueryKey, conversationDetailsQueryKey];

/** Which kind of kept answer a query's key names, or null when it is not kept. */
function keptAs(queryKey: readonly unknown[]): Kept | null {
  if (KEPT_ALWAYS.some((prefix) => isUnder(queryKey, prefix))) return 'always';
  if (CHAT_QUERIES.some((prefix) => isUnder(queryKey, prefix))) return 'chat';
  if (isUnder(queryKey, productListsQueryKey)) return 'nearby';
  return null;
}

/** The conversation a chat's query is about. */
function chatOf(queryKey: readonly unknown[]): unknown {
  const prefix = CHAT_QUERIES.find((each) => isUnder(queryKey, each));
  return prefix ? queryKey[prefix.length] : undefined;
}

function isPaged(data: unknown): data is { pages: unknown[]; pageParams: unknown[] } {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);
}

/** A paged answer keeps its first page only (a chat's newest messages, a list's nearest listings). */
function firstPageOnly(query: DehydratedQuery): DehydratedQuery {
  const { data } = query.state;
  if (!isPaged(data)) return query;
  return {
    ...query,
    state: {
      ...query.state,
      data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    },
  };
}

const newestFirst = (a: DehydratedQuery, b: DehydratedQuery) => b.state.dataUpdatedAt - a.state.dataUpdatedAt;

/** The conversations whose chats were read last. */
function recentChats(queries: readonly DehydratedQuery[]): Set<unknown> {
  const chats = queries.filter((query) => isUnder(query.queryKey, allMessagesQueryKey)).sort(newestFirst);
  return new Set(chats.slice(0, RECENT_CHATS).map((query) => chatOf(query.queryKey)));
}

/** What is kept of the cache: the answers `keptAs` names, the recent chats and nearby lists, first pages only. */
export function keptQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && keptAs(query.queryKey) !== null,
  });
  const chats = recentChats(state.queries);
  const nearby = state.queries
    .filter((query) => keptAs(query.queryKey) === 'nearby')
    .sort(newestFirst)
    .slice(0, NEARBY_LISTS);
  const queries = state.queries.filter((query) => {
    const kept = keptAs(query.queryKey);
    if (kept === 'chat') return chats.has(chatOf(query.queryKey));
    if (kept === 'nearby') return nearby.includes(query);
    return true;
  });
  return { ...state, queries: queries.map(firstPageOnly) };
}

/** The person last signed in here, whose answers are kept; none when nobody is or the record was forgotten. */
function keptUserId(): number | null {
  const userId = Number(readStorage(STORAGE_KEYS.offlineUser));
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}

/**
 * Keeps the signed-in person's answers. A browser holds one session, so when someone else signs in here, the previous
 * person's answers go (their session ended, even if not by signing out here).
 */
async function saveAnswers(queryClient: QueryClient) {
  const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (!user) return;
  const database = await offlineDatabase();
  const previous = keptUserId();
  if (previous !== null && previous !== user.id) {
    await database.delete('answers', previous);
    await forgetVoiceNotes();
  }
  await database.put('answers', {
    userId: user.id,
    savedAt: Date.now(),
    shape: ANSWERS_SHAPE,
    state: keptQueries(queryClient),
  });
  writeStorage(STORAGE_KEYS.offlineUser, String(user.id));
}

/** Keeps the chosen answers as they change, a second after the last change. */
export function keepAnswersForOffline(queryClient: QueryClient): void {
  let timer: number | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (keptAs(event.query.queryKey) === null) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void saveAnswers(queryClient).catch(() => undefined), SAVE_DELAY_MS);
  });
}

/**
 * Opening offline, puts back the answers kept for the person last signed in here; once the connection returns, they
 * are all asked again. Online it does nothing.
 */
export async function restoreAnswersWhenOffline(queryClient: QueryClient): Promise<void> {
  const userId = keptUserId();
  if (navigator.onLine || userId === null) return;
  try {
    const saved = await (await offlineDatabase()).get('answers', userId);
    if (saved?.shape !== ANSWERS_SHAPE) return;
    hydrate(queryClient, saved.state);
  } catch {
    return;
  }
  window.addEventListener('online', () => void queryClient.invalidateQueries(), { once: true });
}

/** Signing out: the person's kept answers, and the voice notes they heard, leave the device. */
export async function forgetSavedAnswers(): Promise<void> {
  await forgetVoiceNotes();
  const userId = keptUserId();
  removeStorage(STORAGE_KEYS.offlineUser);
  if (userId === null) return;
  const database = await offlineDatabase();
  await database.delete('answers', userId);
}
