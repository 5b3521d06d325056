import { SHARE_TEXT_MAX } from '#shared/constants.ts';

/** The URL parameter of a shared post's link: origin + ?post={id}. */
export const SHARED_POST_PARAM = 'post';

const ELLIPSIS = '...';
const LARGEST_ID = 2_147_483_647;

/**
 * The post's text cut at 100 characters plus '...' when longer. Characters are counted as the reader sees
 * them (an emoji is one), so a cut never leaves half an emoji.
 */
export function shareTextOf(content: string): string {
  const characters = Array.from(content);
  if (characters.length <= SHARE_TEXT_MAX) return content;
  return `${characters.slice(0, SHARE_TEXT_MAX).join('')}${ELLIPSIS}`;
}

/** The link that opens the wall on this post: `https://host/community?post=42`. */
export function postLinkOf(origin: string, postId: number): string {
  return `${origin}/community?${SHARED_POST_PARAM}=${postId}`;
}

/** The post a link points at (`?post=42`), or null when it names none or nothing valid. */
export function sharedPostIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(SHARED_POST_PARAM);
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= LARGEST_ID ? id : null;
}
