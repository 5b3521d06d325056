import { z } from 'zod';
import { MEETUP_SPOT_KINDS } from '#shared/meetup-spots-constants.ts';
import spotsJson from './meetup-spots.json' with { type: 'json' };

/**
 * meetup-spots.json: the safe spots Cerquita ships, each traceable to a public page (`source`; see ATTRIBUTION.md).
 * A migration writes them as approved rows (scripts/meetup-spots-sql.ts makes its SQL from this file).
 */
const shippedSpotSchema = z.object({
  name: z.string().min(1).max(120),
  kind: z.enum(MEETUP_SPOT_KINDS),
  distritoId: z.number().int(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  hours: z.string().max(120).nullable(),
  source: z.url({ protocol: /^https?$/ }),
});
export type ShippedSpot = z.infer<typeof shippedSpotSchema>;

export const shippedSpots = (): ShippedSpot[] => z.array(shippedSpotSchema).parse(spotsJson);
