import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, updateProfileSchema } from '#shared/users.ts';
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ validation: validationTexts });

/*
 * The shared contract's schemas as form resolvers, loaded on demand through lazyResolver (lib/form.ts). `raw`: the
 * forms send what the user typed (the server trims it), so their values stay the request's input type.
 */
export const updateProfileResolver = zodResolver(updateProfileSchema, undefined, { raw: true });
export const changePasswordResolver = zodResolver(changePasswordSchema, undefined, { raw: true });
