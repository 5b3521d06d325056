import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '#shared/auth.ts';
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ validation: validationTexts });

/* The shared contract's schemas as form resolvers; loaded on demand through lazyResolver (lib/form.ts). */
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
