import { describe, expect, it } from 'vitest';
import { createListing, settleAccount } from '#server/testing/test-world.ts';
import { registerUser } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

describe('POST /api/products/:id/favorite while the product is being deleted', () => {
  it('answers 200 or 404, never 500, and leaves no favourite of a deleted product', async () => {
    const seller = await registerUser(ctx.app, { firstName: 'Sofía' });
    await settleAccount(ctx.db, seller.user.id);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => registerUser(ctx.app)));
    const statuses = new Set<number>();
    for (let round = 0; round < 10; round += 1) {
      const productId = await createListing(seller.client);
      const answers = await Promise.all([
        seller.client.request({ method: 'DELETE', url: `/api/products/${productId}` }),
        ...buyers.map(({ client }) => client.post(`/api/products/${productId}/favorite`)),
      ]);
      for (const answer of answers.slice(1)) statuses.add(answer.statusCode);
      expect(answers[0]?.statusCode).toBe(200);
      for (const { client } of buyers) {
        const listed = (await client.get('/api/favorites')).json<{ productId: number }[]>();
        expect(listed.map((favorite) => favorite.productId)).not.toContain(productId);
      }
    }
    expect(
      [...statuses].every((status) => status === 200 || status === 404),
      [...statuses].join(),
    ).toBe(true);
  }, 60_000);
});
