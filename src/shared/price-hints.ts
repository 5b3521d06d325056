import { z } from 'zod';
import { coordinateSchema, idSchema } from './contract.ts';
import { PRICE_HINT_WORDS_MAX } from './price-hints-constants.ts';

/** `GET /api/price-hints`: the category, the listing's place and, optionally, words its title has. */
export const priceHintsQuerySchema = z.object({
  categoryId: idSchema('validation.categoryRequired', 'numeric'),
  lat: coordinateSchema('latitude'),
  lng: coordinateSchema('longitude'),
  q: z
    .string({ error: 'validation.priceHintWordsInvalid' })
    .trim()
    .max(PRICE_HINT_WORDS_MAX, { error: 'validation.priceHintWordsInvalid' })
    .optional(),
});
export type PriceHintsQuery = z.output<typeof priceHintsQuerySchema>;

/**
 * How many comparable listings there are near the place and, when they are enough to go by, the 25th, 50th and 75th
 * percentiles of their prices in dollars with cents ("12.50").
 */
export const priceHintSchema = z.object({
  count: z.number().int(),
  low: z.string().optional(),
  median: z.string().optional(),
  high: z.string().optional(),
});
export type PriceHint = z.infer<typeof priceHintSchema>;
