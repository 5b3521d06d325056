import { ne, notInArray, sql } from 'drizzle-orm';
import type { ResetCounts, ResetScope } from '#shared/admin.ts';
import type { Transaction } from '#server/db/client.ts';
import { reviews, sessions, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { deleteAllPosts } from '#server/features/community/deletion.ts';
import { deleteAllConversations } from '#server/features/conversations/deletion.ts';
import { deleteAllProducts } from '#server/features/products/deletion.ts';
import { deleteIdentityPhotos } from '#server/features/identity/service.ts';
import { deleteUsers } from '#server/features/users/deletion.ts';

/**
 * The data resets of the admin panel, each in one transaction. Admins (verified ADMIN_EMAILS addresses)
 * are never deleted, so whoever runs a reset can go on using the app. Each answers what it removed and the upload URLs
 * it freed.
 */
type ResetResult = {
  counts: ResetCounts;
  imageUrls: string[];
  identityPhotos: string[];
  voiceFiles: string[];
};

const nobody: ResetCounts = { users: 0, products: 0, posts: 0, conversations: 0 };

/**
 * Users without admin rights (users/service.ts `hasAdminRights`): an email ADMIN_EMAILS does not list (compared in
 * lower case, as config.adminEmails holds them) or one never verified, whose account a reset frees for its real owner.
 */
const nonAdmins = (adminEmails: ReadonlySet<string>) =>
  sql`(${notInArray(sql`lower(${users.email})`, [...adminEmails])} or not ${users.emailVerified})`;

/** Every product (favourites with them); conversations about them stay, without the product. */
async function resetProducts(tx: Transaction): Promise<ResetResult> {
  const products = await deleteAllProducts(tx);
  return {
    counts: { ...nobody, products: products.count },
    imageUrls: products.imageUrls,
    identityPhotos: [],
    voiceFiles: [],
  };
}

/** Every non-admin user with everything they own, exactly as if each deleted their account. */
async function resetUsers(tx: Transaction, adminEmails: ReadonlySet<string>): Promise<ResetResult> {
  const { imageUrls, identityPhotos, voiceFiles, ...counts } = await deleteUsers(tx, nonAdmins(adminEmails));
  return { counts, imageUrls, identityPhotos, voiceFiles };
}

/**
 * All content — products, posts with comments and likes, conversations with messages, favourites, reviews — and every
 * non-admin user; the admins stay with clean counters, and only the caller's session survives. Categories stay.
 */
async function resetAll(
  tx: Transaction,
  adminEmails: ReadonlySet<string>,
  callerSessionHash: string | null,
): Promise<ResetResult> {
  const products = await deleteAllProducts(tx);
  const posts = await deleteAllPosts(tx);
  const conversations = await deleteAllConversations(tx);
  await tx.delete(reviews);
  const leaving = await deleteUsers(tx, nonAdmins(adminEmails));
  await tx.delete(sessions).where(callerSessionHash ? ne(sessions.sid, callerSessionHash) : sql`true`);
  await tx.update(users).set({
    soldItemsCount: 0,
    confirmedSalesCount: 0,
    confirmedPurchasesCount: 0,
    reviewCount: 0,
    rating: '0',
    updatedAt: sql`now()`,
  });
  return {
    counts: {
      users: leaving.users,
      products: products.count,
      posts: posts.count,
      conversations: conversations.count,
    },
    imageUrls: [...products.imageUrls, ...posts.imageUrls, ...conversations.imageUrls, ...leaving.imageUrls],
    identityPhotos: leaving.identityPhotos,
    voiceFiles: [...conversations.voiceFiles, ...leaving.voiceFiles],
  };
}

function reset(
  tx: Transaction,
  scope: ResetScope,
  adminEmails: ReadonlySet<string>,
  callerSessionHash: string | null,
): Promise<ResetResult> {
  switch (scope) {
    case 'products':
      return resetProducts(tx);
    case 'users':
      return resetUsers(tx, adminEmails);
    case 'all':
      return resetAll(tx, adminEmails, callerSessionHash);
  }
}

/**
 * Runs the reset; once committed, the files nothing shows any more are freed and, when users or sessions went, every
 * other instance's cached session but the caller's is re-read from the database (departed users' sockets close).
 */
export async function resetData(
  deps: Pick<AppDeps, 'db' | 'log' | 'config' | 'sessionCache' | 'uploads' | 'identityImages'>,
  { scope, callerSessionHash }: { scope: ResetScope; callerSessionHash: string | null },
): Promise<ResetCounts> {
  const { sessionCache, uploads, config } = deps;
  return transaction(deps, async (tx, afterCommit) => {
    const { counts, imageUrls, identityPhotos, voiceFiles } = await reset(
      tx,
      scope,
      config.adminEmails,
      callerSessionHash,
    );
    if (scope !== 'products') afterCommit(() => sessionCache.forgetAll(callerSessionHash));
    afterCommit(() => uploads.free(imageUrls));
    afterCommit(() => deleteIdentityPhotos(deps, identityPhotos));
    afterCommit(() => uploads.deleteVoices(voiceFiles));
    return counts;
  });
}
