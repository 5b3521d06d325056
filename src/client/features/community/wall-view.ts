import type { Post } from '#shared/community.ts';
import type { PostType } from '#shared/community-constants.ts';
import type { LatLng } from '#shared/geo.ts';

/** What the wall shows: one type or all, and near a point ("Cerca de ti") or the whole country (`near` null). */
export interface WallView {
  type: PostType | null;
  near: LatLng | null;
}

/** The wall call's filters for a view: the type, and the point the server measures "Cerca de ti" from. */
export function wallQuery({ type, near }: WallView) {
  return {
    type: type ?? undefined,
    lat: near?.latitude,
    lng: near?.longitude,
  };
}

/**
 * Whether a post just published belongs on a loaded view: of its type, and placed when the view is near a point (a
 * post is placed where its author browses from, so near the reader who just wrote it).
 */
export function belongsOn(view: WallView, post: Pick<Post, 'type' | 'location'>): boolean {
  if (view.type !== null && view.type !== post.type) return false;
  return view.near === null || post.location !== null;
}
