import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createProductSchema } from '#shared/products.ts';
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ validation: validationTexts });

/** A field typed as text (what an input holds) checked and converted by one of the contract's schemas. */
function textParsedBy<T>(schema: z.ZodType<T>) {
  return z.string().transform((text, context) => {
    const result = schema.safeParse(text);
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

const { price, categoryId, condition } = createProductSchema.shape;

/**
 * The create form's fields: the contract without the photos (the picker uploads them) and the device position (added
 * on submit); price, category and condition come as the inputs' text ('' for none). Loaded on demand through lazyResolver (lib/form.ts), so
 * zod waits for the first focus.
 */
const productFieldsSchema = createProductSchema
  .omit({ images: true, latitude: true, longitude: true })
  .extend({
    price: textParsedBy(price),
    categoryId: textParsedBy(categoryId),
    condition: textParsedBy(condition),
  });

export type ProductFields = z.input<typeof productFieldsSchema>;
export type ValidProductFields = z.output<typeof productFieldsSchema>;

export const productFieldsResolver = zodResolver(productFieldsSchema);
