import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createPostFields } from '#shared/community.ts';
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ validation: validationTexts });

/**
 * The publish form's field: the contract without the photos (the dialog uploads them on publish). Loaded on demand
 * through lazyResolver (lib/form.ts), so zod waits for the first focus.
 */
const postFieldsSchema = createPostFields.pick({ content: true });

export type PostFields = z.input<typeof postFieldsSchema>;

export const postFieldsResolver = zodResolver(postFieldsSchema);
