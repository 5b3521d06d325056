import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { offerAmountSchema } from '#shared/deals.ts';
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ validation: validationTexts });

/**
 * The offer form's field as typed, read with the contract's rule and its messages. Loaded on demand through
 * lazyResolver (lib/form.ts), so zod waits for the first focus.
 */
const offerFieldsSchema = z.object({
  amount: z.string().transform((text, context) => {
    const amount = offerAmountSchema.safeParse(text);
    if (amount.success) return amount.data;
    for (const { message } of amount.error.issues) context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
});

export type OfferFields = z.input<typeof offerFieldsSchema>;

export const offerFieldsResolver = zodResolver(offerFieldsSchema);
