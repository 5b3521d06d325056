import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceMatch } from '#shared/places/divisions.ts';
import type { Product, ProductSummary } from '#shared/products.ts';
import { translate } from '#server/i18n.ts';
import { listProduct, patch, person, type Person } from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { settleAccount } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/** Listings keep their distrito, show it with its municipio, and lists and search filter by municipio or distrito. */

const SOYAPANGO = { meetupLatitude: 13.7023, meetupLongitude: -89.1522 };
const SANTA_ANA = { meetupLatitude: 13.9942, meetupLongitude: -89.5597 };

const ctx = useTestContext();
let seller: Person;
let visitor: TestClient;
let inSoyapango: Product;
let inSantaTecla: Product;
let inSantaAna: Product;
const ids: Record<string, number> = {};

async function placeId(q: string, type: PlaceMatch['type']) {
  const found = (await visitor.get(`/api/places?q=${encodeURIComponent(q)}`)).json<PlaceMatch[]>();
  const place = found.find((each) => each.type === type && each.name.toLowerCase() === q);
  if (!place) throw new Error(`no ${type} ${q}`);
  return place.id;
}

const titles = (cards: ProductSummary[]) => cards.map((card) => card.title).sort();

beforeAll(async () => {
  visitor = new TestClient(ctx.app);
  seller = await person(ctx, 'Marisol');
  await settleAccount(ctx.db, seller.user.id);
  ids.santaTecla = await placeId('santa tecla', 'distrito');
  ids.soyapango = await placeId('soyapango', 'distrito');
  ids.sanSalvadorEste = await placeId('san salvador este', 'municipio');
  ids.laLibertadSur = await placeId('la libertad sur', 'municipio');
  inSoyapango = await listProduct(seller, { title: 'Comal de Soyapango', ...SOYAPANGO });
  // Chosen with the picker: the distrito is kept although the point is San Salvador's.
  inSantaTecla = await listProduct(seller, { title: 'Comal de Santa Tecla', distritoId: ids.santaTecla });
  inSantaAna = await listProduct(seller, { title: 'Comal de Santa Ana', ...SANTA_ANA });
});

describe("a listing's distrito", () => {
  it('is the nearest distrito to its point, or the one chosen, shown with its municipio', () => {
    expect(inSoyapango.placeName).toBe('Soyapango, San Salvador Este');
    expect(inSantaTecla.placeName).toBe('Santa Tecla, La Libertad Sur');
    expect(inSantaAna.placeName).toBe('Santa Ana, Santa Ana Centro');
  });

  it('changes when the seller chooses another or moves the point', async () => {
    const listing = await listProduct(seller, { title: 'Olla de barro', ...SOYAPANGO });
    const chosen = await patch(seller.client, `/api/products/${listing.id}`, { distritoId: ids.santaTecla });
    expect(chosen.json<Product>().placeName).toBe('Santa Tecla, La Libertad Sur');
    const moved = await patch(seller.client, `/api/products/${listing.id}`, {
      ...SANTA_ANA,
      latitude: SANTA_ANA.meetupLatitude,
      longitude: SANTA_ANA.meetupLongitude,
    });
    expect(moved.json<Product>().placeName).toBe('Santa Ana, Santa Ana Centro');
    const renamed = await patch(seller.client, `/api/products/${listing.id}`, {
      title: 'Olla de barro grande',
    });
    expect(renamed.json<Product>().placeName).toBe('Santa Ana, Santa Ana Centro');
  });

  it('refuses a place that is not a distrito, with the message', async () => {
    for (const distritoId of [ids.sanSalvadorEste, 999_999]) {
      const refused = await patch(seller.client, `/api/products/${inSoyapango.id}`, { distritoId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(translate('es', 'validation.placeInvalid'));
    }
    expect((await visitor.get(`/api/products/${inSoyapango.id}`)).json<Product>().placeName).toBe(
      'Soyapango, San Salvador Este',
    );
  });
});

describe('lists and search by municipio or distrito', () => {
  it('list only the listings of the municipio or distrito asked for, to visitors too', async () => {
    const byMunicipio = await visitor.get(`/api/products?municipio=${ids.sanSalvadorEste}`);
    expect(byMunicipio.statusCode).toBe(200);
    expect(titles(byMunicipio.json())).toEqual(['Comal de Soyapango']);
    const byDistrito = await seller.client.get(`/api/products?distrito=${ids.santaTecla}`);
    expect(titles(byDistrito.json())).toEqual(['Comal de Santa Tecla']);
    const other = await seller.client.get(`/api/products?municipio=${ids.laLibertadSur}&sort=newest`);
    expect(titles(other.json())).toEqual(['Comal de Santa Tecla']);
  });

  it('search within a municipio, besides the distance', async () => {
    const search = await seller.client.get(`/api/products/search?q=comal&municipio=${ids.sanSalvadorEste}`);
    expect(search.statusCode).toBe(200);
    expect(titles(search.json())).toEqual(['Comal de Soyapango']);
    const near = `latitude=13.99&longitude=-89.56&maxDistance=5`;
    const nothing = await seller.client.get(`/api/products/search?q=comal&${near}&distrito=${ids.soyapango}`);
    expect(nothing.json()).toEqual([]);
  });

  it.each(['municipio=abc', 'distrito=0', 'distrito=-3', 'municipio=1.5'])(
    'refuse %s with a 400 and the message',
    async (query) => {
      for (const lang of ['es', 'en'] as const) {
        const response = await visitor.get(`/api/products?${query}`, { 'accept-language': lang });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(translate(lang, 'validation.placeInvalid'));
      }
    },
  );

  it('keep a saved search by municipio, which opens the list filtered the same way', async () => {
    const saved = await seller.client.post('/api/saved-searches', {
      name: 'Comales del oriente',
      q: 'comal',
      municipio: ids.sanSalvadorEste,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().params).toMatchObject({ municipio: ids.sanSalvadorEste });
  });
});
