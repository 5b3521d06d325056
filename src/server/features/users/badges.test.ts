import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Badge } from '#shared/badges.ts';
import type { Conversation } from '#shared/conversations.ts';
import type { PublicProfile } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import { messages, users } from '#server/db/schema.ts';
import { refreshBadges } from '#server/maintenance.ts';
import {
  confirmedSale,
  listProduct,
  person,
  writeAbout,
  writeIn,
  type Person,
} from '#server/testing/deal-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const badgesOn = async (viewer: Person, userId: number) =>
  (await viewer.client.get(`/api/users/${userId}`)).json<PublicProfile>().badges;
const typesOn = async (viewer: Person, userId: number) =>
  (await badgesOn(viewer, userId)).map((badge) => badge.type);

const setUser = (userId: number, values: Partial<typeof users.$inferInsert>) =>
  ctx.db.update(users).set(values).where(eq(users.id, userId));

describe('badges on a public profile', () => {
  it('a new account: member_since (the day it was made) and new_account, nothing unearned', async () => {
    const fresh = await person(ctx);
    const viewer = await person(ctx);
    const [row] = await ctx.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, fresh.user.id));
    expect(await badgesOn(viewer, fresh.user.id)).toEqual<Badge[]>([
      { type: 'member_since', since: row?.createdAt.toISOString().slice(0, 10) ?? '' },
      { type: 'new_account' },
    ]);
  });

  it('email, phone and identity each show only once true', async () => {
    const someone = await person(ctx);
    const viewer = await person(ctx);
    await setUser(someone.user.id, { emailVerified: true });
    expect(await typesOn(viewer, someone.user.id)).toEqual(['email_verified', 'member_since', 'new_account']);
    await setUser(someone.user.id, { phone: '+50370000001', phoneVerifiedAt: new Date(), isVerified: true });
    expect(await typesOn(viewer, someone.user.id)).toEqual([
      'id_verified',
      'phone_verified',
      'email_verified',
      'member_since',
      'new_account',
    ]);
  });

  it('a confirmed sale gives confirmed_sales with its count and ends new_account for seller and buyer', async () => {
    const seller = await person(ctx);
    const buyer = await person(ctx);
    const product = await listProduct(seller);
    await writeAbout(buyer, product);
    expect(await typesOn(buyer, seller.user.id)).not.toContain('confirmed_sales');
    await confirmedSale(seller, buyer, product.id);
    const sellerBadges = await badgesOn(buyer, seller.user.id);
    expect(sellerBadges).toContainEqual({ type: 'confirmed_sales', count: 1 });
    expect(sellerBadges.map((badge) => badge.type)).not.toContain('new_account');
    expect(await typesOn(seller, buyer.user.id)).toEqual(['member_since']);
  });

  it('new_account ends at 30 days even without a deal', async () => {
    const someone = await person(ctx);
    const viewer = await person(ctx);
    await setUser(someone.user.id, { createdAt: new Date(Date.now() - 29 * DAY_MS) });
    expect(await typesOn(viewer, someone.user.id)).toContain('new_account');
    await setUser(someone.user.id, { createdAt: new Date(Date.now() - 30 * DAY_MS - 60_000) });
    expect(await typesOn(viewer, someone.user.id)).toEqual(['member_since']);
  });
});

/** `count` buyers each open a chat about one of the seller's listings; the seller answers after `answerMinutes[i]`. */
async function chatsAnswered(seller: Person, answerMinutes: (number | null)[]) {
  const product = await listProduct(seller);
  for (const minutes of answerMinutes) {
    const buyer = await person(ctx);
    const conversation = await writeAbout(buyer, product);
    if (minutes === null) continue;
    await writeIn(seller, conversation.id, 'Sí, todavía está');
    // The seller's answer moved to `minutes` after the question, as a clock running on would have stamped it.
    await ctx.db.execute(sql`
      update ${messages} set created_at = (
        select min(created_at) from ${messages} where conversation_id = ${conversation.id}
      ) + make_interval(mins => ${minutes})
      where conversation_id = ${conversation.id} and sender_id = ${seller.user.id}`);
  }
}

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

describe('responds_fast', () => {
  it('needs 3 conversations others started, more than half answered within the hour', async () => {
    const viewer = await person(ctx);
    const quick = await person(ctx);
    await chatsAnswered(quick, [5, 59]);
    await refreshBadges(ctx.db, inHours(2));
    expect(await typesOn(viewer, quick.user.id)).not.toContain('responds_fast');
    await chatsAnswered(quick, [120]);
    await refreshBadges(ctx.db, inHours(3));
    expect(await typesOn(viewer, quick.user.id)).toContain('responds_fast');

    const slow = await person(ctx);
    await chatsAnswered(slow, [5, 90, null]);
    await refreshBadges(ctx.db, inHours(3));
    expect(await typesOn(viewer, slow.user.id)).not.toContain('responds_fast');
  });

  it('counts only the last 30 days, and only conversations at least an hour old', async () => {
    const viewer = await person(ctx);
    const seller = await person(ctx);
    await chatsAnswered(seller, [1, 2, 3]);
    await refreshBadges(ctx.db, inHours(0.5));
    expect(await typesOn(viewer, seller.user.id)).not.toContain('responds_fast');
    await refreshBadges(ctx.db, inHours(2));
    expect(await typesOn(viewer, seller.user.id)).toContain('responds_fast');
    await refreshBadges(ctx.db, inHours(31 * 24));
    expect(await typesOn(viewer, seller.user.id)).not.toContain('responds_fast');
  });

  it('conversations the person started do not count for them', async () => {
    const viewer = await person(ctx);
    const writer = await person(ctx);
    for (let index = 0; index < 3; index += 1) {
      const product = await listProduct(await person(ctx));
      await writeAbout(writer, product);
    }
    await refreshBadges(ctx.db, inHours(2));
    expect(await typesOn(viewer, writer.user.id)).not.toContain('responds_fast');
  });
});

describe('where badges show', () => {
  it('the same badges on the listing’s seller and the chat’s other participant as on the profile; never the phone', async () => {
    const seller = await person(ctx);
    await setUser(seller.user.id, {
      phone: '+50379998888',
      phoneVerifiedAt: new Date(),
      emailVerified: true,
    });
    const buyer = await person(ctx);
    const product = await listProduct(seller);
    await writeAbout(buyer, product);
    const profile = await badgesOn(buyer, seller.user.id);
    const listing = await buyer.client.get(`/api/products/${product.id}`);
    expect(listing.json<Product>().seller?.badges).toEqual(profile);
    const chats = await buyer.client.get('/api/conversations');
    expect(chats.json<Conversation[]>()[0]?.otherUser?.badges).toEqual(profile);
    for (const body of [
      listing.body,
      chats.body,
      (await buyer.client.get(`/api/users/${seller.user.id}`)).body,
    ]) {
      expect(body).not.toContain('79998888');
    }
    const sellerSide = await seller.client.get('/api/conversations');
    expect(sellerSide.json<Conversation[]>()[0]?.otherUser?.badges.map((badge) => badge.type)).toContain(
      'new_account',
    );
  });
});
