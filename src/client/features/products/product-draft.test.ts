import { describe, expect, it } from 'vitest';
import {
  draftFieldsOf,
  isEmptyDraft,
  parseDraft,
  serializeDraft,
  type ProductDraft,
} from './product-draft.ts';

const photo = (digit: string) => `/uploads/${digit.repeat(64)}.jpg`;

const fullDraft: ProductDraft = {
  fields: {
    title: 'Bicicleta de montaña',
    description: 'Rin 26, frenos nuevos',
    price: '85.50',
    categoryId: '5',
    condition: 'like_new',
    location: 'San Salvador',
    meetupLocation: 'Metrocentro',
    meetupLatitude: 13.7034,
    meetupLongitude: -89.2131,
  },
  images: [photo('a'), photo('b')],
};

describe('product draft', () => {
  it('comes back as it was stored', () => {
    expect(parseDraft(serializeDraft(fullDraft))).toEqual(fullDraft);
  });

  it('keeps what was typed so far, even half a form', () => {
    const draft: ProductDraft = { fields: { title: 'Mesa', price: '' }, images: [] };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('is nothing when missing, damaged, of another version or empty', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 0, fields: { title: 'Mesa' }, images: [] }))).toBeNull();
    expect(parseDraft(serializeDraft({ fields: { title: '   ', price: '' }, images: [] }))).toBeNull();
  });

  it('leaves out what does not fit the form', () => {
    const stored = JSON.stringify({
      version: 1,
      fields: {
        title: 42,
        description: { text: 'x' },
        condition: 'broken',
        categoryId: null,
        meetupLatitude: 91,
        meetupLongitude: -89.2,
        isAdmin: true,
      },
      images: [photo('c'), 'https://evil.example/x.jpg', 7, '/uploads/short.jpg'],
    });
    expect(parseDraft(stored)).toEqual({ fields: { title: '42' }, images: [photo('c')] });
  });

  it('keeps a meetup point only with both coordinates', () => {
    expect(draftFieldsOf({ meetupLatitude: 13.7, meetupLongitude: undefined })).toEqual({});
    expect(draftFieldsOf({ meetupLatitude: '13.7', meetupLongitude: '-89.2' })).toEqual({
      meetupLatitude: 13.7,
      meetupLongitude: -89.2,
    });
  });

  it('keeps at most 5 photos', () => {
    const images = ['1', '2', '3', '4', '5', '6'].map(photo);
    expect(parseDraft(serializeDraft({ fields: {}, images }))?.images).toEqual(images.slice(0, 5));
  });

  it('counts a chosen condition, meetup point or photo as something to keep, not the city alone', () => {
    expect(isEmptyDraft({ fields: {}, images: [] })).toBe(true);
    expect(isEmptyDraft({ fields: { location: 'San Salvador' }, images: [] })).toBe(true);
    expect(isEmptyDraft({ fields: { condition: 'good' }, images: [] })).toBe(false);
    expect(isEmptyDraft({ fields: { meetupLatitude: 1, meetupLongitude: 2 }, images: [] })).toBe(false);
    expect(isEmptyDraft({ fields: {}, images: [photo('d')] })).toBe(false);
  });
});
