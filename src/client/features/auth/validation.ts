import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '#shared/auth.ts';

/* The shared contract's schemas as form resolvers; loaded on demand through lazyResolver (lib/form.ts). */
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
