import { z } from 'zod';

/** Server settings the browser needs at run time: the map's tile server, and whether admin tools need two factors. */
export const clientConfigSchema = z.object({ tileUrl: z.string(), adminRequiresTwoFactor: z.boolean() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
