import { z } from 'zod';

/** `GET /api/health/live`: the process answers. */
export const liveSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health`: whether this instance can serve, and the state of each store it uses. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  /** `off` when no REDIS_URL is configured; `degraded` while it is configured but not answering. */
  redis: z.enum(['ok', 'degraded', 'off']),
});
export type Health = z.infer<typeof healthSchema>;
