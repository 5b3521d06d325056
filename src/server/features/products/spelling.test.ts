import { beforeAll, describe, expect, it } from 'vitest';
import { listProduct, person } from '#server/testing/deal-world.ts';
import { settleAccount } from '#server/testing/test-world.ts';
import { correctedTsQueries, correctedTsQuery } from './spelling.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  const seller = await person(ctx, 'Ana');
  await settleAccount(ctx.db, seller.user.id);
  for (const title of ['Bicicleta de montaña', 'Celular Samsung A10', 'Zapatos de fútbol', 'Mesa de comedor'])
    await listProduct(seller, { title });
});

describe('correctedTsQuery', () => {
  it('keeps words some title uses in any form, with their synonyms', async () => {
    expect(await correctedTsQuery(ctx.db, 'bicicletas')).toBe('(bicicletas | bici | bicicleta)');
    expect(await correctedTsQuery(ctx.db, 'Mesa')).toBe('(mesa)');
    expect(await correctedTsQuery(ctx.db, 'refri')).toBe('(refri | refrigeradora | refrigerador | nevera)');
  });

  it('adds the nearest title words to a word no title uses', async () => {
    expect(await correctedTsQuery(ctx.db, 'bisicleta')).toBe('(bisicleta | bicicleta | bici)');
    expect(await correctedTsQuery(ctx.db, 'selular barato')).toBe(
      '(selular | celular | telefono | movil | cel | smartphone) & (barato)',
    );
    expect(await correctedTsQuery(ctx.db, 'sapatos')).toBe('(sapatos | zapatos | calzado)');
  });

  it('learns the words of edited titles, and has nothing to search in punctuation', async () => {
    const seller = await person(ctx, 'Beto');
    const product = await listProduct(seller, { title: 'Hamaca' });
    await seller.client.request({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { title: 'Hamaca de pita' },
    });
    expect(await correctedTsQuery(ctx.db, 'pitta')).toBe('(pitta | pita)');
    expect(await correctedTsQuery(ctx.db, '¿?')).toBeNull();
  });

  it('keeps a correction exactly at the least similarity', async () => {
    const seller = await person(ctx, 'Carla');
    await listProduct(seller, { title: 'Refrigeradoras usadas' });
    // The trigram similarity of 'refrigerqxzas' and 'refrigeradoras' is exactly 0.45.
    expect(await correctedTsQuery(ctx.db, 'refrigerqxzas')).toBe(
      '(refrigerqxzas | refrigeradoras | refri | refrigeradora | refrigerador | nevera)',
    );
  });
});

describe('correctedTsQueries', () => {
  it('answers each search as correctedTsQuery does, in order', async () => {
    const texts = ['bisicleta', '¿?', 'selular barato', 'bisicleta roja', 'Mesa'];
    const one = await Promise.all(texts.map((text) => correctedTsQuery(ctx.db, text)));
    expect(await correctedTsQueries(ctx.db, texts)).toEqual(one);
    expect(await correctedTsQueries(ctx.db, [])).toEqual([]);
  });
});
