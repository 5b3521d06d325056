import { z } from 'zod';

/** Server settings the browser needs at run time (the map's tile server is configurable). */
export const clientConfigSchema = z.object({ tileUrl: z.string() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
