import type { SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { amongIds } from '#server/db/deletion.ts';
import { users } from '#server/db/schema.ts';
import { closeDealsOfUsers } from '#server/features/deals/deletion.ts';
import { deleteCommunityContentOfUsers } from '#server/features/community/deletion.ts';
import {
  deleteConversationsWithoutParticipants,
  deleteVoiceNotesOfUsers,
} from '#server/features/conversations/deletion.ts';
import { identityPhotosOfUsers } from '#server/features/identity/service.ts';
import { deleteProductsOfUsers } from '#server/features/products/deletion.ts';
import { deleteViewsOfUsers } from '#server/features/products/views.ts';
import { uploadsOfUsers } from '#server/features/uploads/service.ts';

/**
 * Deleting accounts, shared by account deletion and the admin resets. It runs inside the caller's
 * transaction and asks each domain to delete its own rows of the leaving users; it answers the upload URLs those rows
 * showed and the pictures the users uploaded, for the caller to free once the transaction has committed.
 */
export type UsersRemoval = {
  users: number;
  products: number;
  posts: number;
  conversations: number;
  imageUrls: string[];
  /** Private photos of the users' identity checks (the checks go with them), for deleting after the commit. */
  identityPhotos: string[];
  /** Voice notes' files: the leaving users' own, and those of conversations left with no participant. */
  voiceFiles: string[];
};

/**
 * Deletes the selected users with everything they own: products (others' favourites of them too), posts, comments,
 * likes, favourites, reviews of them, their voice notes, the listing views they made, identity checks (DUI hash included) and sessions, keeping the counters of what stays exact. Conversations stay for the other
 * participant, the leaving side set null, and so do the leaving users' messages and the reviews they wrote (sender and
 * reviewer null: 'Usuario eliminado'; those reviews keep counting);
 * a conversation left with no participant at all is deleted. Safe meetup spots they suggested or reviewed stay, with
 * the suggester and reviewer set null by their foreign keys. Their uploads are answered too: those nothing shows go
 * at once, those still shown (in a chat that stays) stay.
 */
export async function deleteUsers(tx: Transaction, selection: SQL): Promise<UsersRemoval> {
  // Locked first: a like or comment the users add meanwhile waits, then fails, instead of escaping the counters.
  const leavingRows = await tx
    .select({ id: users.id, avatar: users.profileImageUrl })
    .from(users)
    .where(selection)
    .for('update');
  if (leavingRows.length === 0) {
    return {
      users: 0,
      products: 0,
      posts: 0,
      conversations: 0,
      imageUrls: [],
      identityPhotos: [],
      voiceFiles: [],
    };
  }
  const ids = leavingRows.map((row) => row.id);
  const leaving = amongIds(ids);

  const uploaded = await uploadsOfUsers(tx, ids);
  const identityPhotos = await identityPhotosOfUsers(tx, ids);
  await closeDealsOfUsers(tx, ids);
  const removedProducts = await deleteProductsOfUsers(tx, ids);
  await deleteViewsOfUsers(tx, ids);
  const removedPosts = await deleteCommunityContentOfUsers(tx, ids);
  const voiceNotes = await deleteVoiceNotesOfUsers(tx, leaving);
  await tx.delete(users).where(leaving(users.id));
  const orphaned = await deleteConversationsWithoutParticipants(tx);

  const avatars = leavingRows.flatMap((row) => (row.avatar ? [row.avatar] : []));
  return {
    users: leavingRows.length,
    products: removedProducts.count,
    posts: removedPosts.count,
    conversations: orphaned.count,
    imageUrls: [
      ...avatars,
      ...uploaded,
      ...removedProducts.imageUrls,
      ...removedPosts.imageUrls,
      ...orphaned.imageUrls,
    ],
    identityPhotos,
    voiceFiles: [...voiceNotes, ...orphaned.voiceFiles],
  };
}
