import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createPostSchema } from '#shared/community.ts';

/**
 * The publish form's field: the contract without the photos (the dialog uploads them on publish). Loaded on demand
 * through lazyResolver (lib/form.ts), so zod waits for the first focus.
 */
const postFieldsSchema = createPostSchema.pick({ content: true });

export type PostFields = z.input<typeof postFieldsSchema>;

export const postFieldsResolver = zodResolver(postFieldsSchema);
