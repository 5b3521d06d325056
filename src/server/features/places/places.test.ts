import { beforeAll, describe, expect, it } from 'vitest';
import { placeRows, type Divisions } from '#shared/places/divisions.ts';
import divisionsJson from '#shared/places/places-2024.json' with { type: 'json' };
import { placeRowsOf } from './service.ts';
import { translate } from '#server/i18n.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';
import type { PlaceMatch } from '#shared/places/divisions.ts';

const ctx = useTestContext();
let visitor: TestClient;
beforeAll(() => {
  visitor = new TestClient(ctx.app);
});

const find = async (q: string) => {
  const response = await visitor.get(`/api/places?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, q).toBe(200);
  return response.json<PlaceMatch[]>();
};

describe('the places table', () => {
  it('holds exactly the rows of places-2024.json, as the migration loaded them', async () => {
    const stored = (await placeRowsOf(ctx.db)).sort((a, b) => a.id - b.id);
    const divisions: Divisions = divisionsJson;
    expect(stored).toEqual(placeRows(divisions).sort((a, b) => a.id - b.id));
    const count = (type: string) => stored.filter((row) => row.type === type).length;
    expect([count('departamento'), count('municipio'), count('distrito')]).toEqual([14, 44, 262]);
  });
});

describe('GET /api/places', () => {
  it('finds the distrito Soyapango in the municipio San Salvador Este, for a visitor', async () => {
    const [first] = await find('soyapango');
    expect(first).toEqual({
      id: expect.any(Number),
      type: 'distrito',
      name: 'Soyapango',
      municipio: 'San Salvador Este',
      departamento: 'San Salvador',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it.each(['santa tecla', 'SANTA TECLA', 'nueva san salvador'])(
    'finds Santa Tecla in La Libertad Sur for "%s"',
    async (q) => {
      expect((await find(q))[0]).toMatchObject({
        type: 'distrito',
        name: 'Santa Tecla',
        municipio: 'La Libertad Sur',
      });
    },
  );

  it('finds a new municipio with its distritos after it', async () => {
    const found = await find('La Libertad Sur');
    expect(found.map((place) => [place.type, place.name])).toEqual([
      ['municipio', 'La Libertad Sur'],
      ['distrito', 'Comasagua'],
      ['distrito', 'Santa Tecla'],
    ]);
  });

  it('matches without accents and answers at most 20', async () => {
    expect((await find('usulutan'))[0]).toMatchObject({ name: 'Usulután', type: 'distrito' });
    expect(await find('san')).toHaveLength(20);
    expect(await find('zzz')).toEqual([]);
  });

  it.each([
    ['', 'validation.placeQueryRequired'],
    ['q=', 'validation.placeQueryRequired'],
    ['q=%20%20', 'validation.placeQueryRequired'],
    [`q=${'a'.repeat(61)}`, 'validation.placeQueryTooLong'],
  ] as const)('refuses "%s" with a 400 and the message, in es and en', async (query, key) => {
    for (const lang of ['es', 'en'] as const) {
      const response = await visitor.get(`/api/places?${query}`, { 'accept-language': lang });
      expect(response.statusCode).toBe(400);
      const message = translate(lang, key);
      expect(response.json()).toMatchObject({ message, errors: { q: message } });
    }
  });
});
