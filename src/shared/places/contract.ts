import { z } from 'zod';
import { PLACE_TYPES } from './divisions.ts';

/** Longest text `GET /api/places` searches for: longer than any place's name with its municipio. */
export const PLACE_QUERY_MAX = 60;

/** `GET /api/places` query: `q`, the name typed (1 to PLACE_QUERY_MAX characters besides spaces). */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: 'validation.placeQueryRequired' })
    .trim()
    .min(1, { error: 'validation.placeQueryRequired' })
    .max(PLACE_QUERY_MAX, { error: 'validation.placeQueryTooLong' }),
});

export const placeMatchSchema = z.object({
  id: z.number().int(),
  type: z.enum(PLACE_TYPES),
  name: z.string(),
  municipio: z.string().nullable(),
  departamento: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/** `GET /api/places` answer: the places that answer the query, best first. */
export const placeMatchesSchema = z.array(placeMatchSchema);
