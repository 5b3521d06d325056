import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from './constants.ts';
import { successSchema } from './contract.ts';

/** Validation messages are catalog keys, as everywhere in the contract (contract.ts). */
const email = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

const password = z
  .string({ error: 'validation.passwordMin' })
  .min(PASSWORD_MIN, { error: 'validation.passwordMin' })
  .max(255, { error: 'validation.passwordMax' });

export const loginSchema = z.object({
  email,
  password,
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * Control characters (`\p{Cc}`: line breaks, tabs, the rest of U+0000–U+001F and U+007F–U+009F) and the direction
 * overrides and isolates: no name needs them, and a name travels into mails, notices and other people's screens, where
 * they would lay out text its owner chose or make it read differently from what it is.
 */
const NAME_CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A person's name field (registration, profile edit) that also refuses control characters. */
export const withoutControlCharacters = (name: z.ZodString) =>
  name.refine((value) => !NAME_CONTROL_CHARACTERS.test(value), { error: 'validation.nameControlCharacters' });

const personName = (key: string) =>
  withoutControlCharacters(
    z
      .string({ error: key })
      .trim()
      .min(NAME_MIN, { error: key })
      .max(NAME_MAX, { error: 'validation.nameMax' }),
  );

/**
 * `POST /api/register`. The form shows the password rather than asking for it twice, so `confirmPassword` may be left
 * out; an older client that sends it still has it checked against the password.
 */
export const registerSchema = z
  .object({
    email,
    password,
    confirmPassword: z
      .string({ error: 'validation.confirmPassword' })
      .min(PASSWORD_MIN, { error: 'validation.confirmPassword' })
      .optional(),
    firstName: personName('validation.firstNameRequired'),
    lastName: personName('validation.lastNameRequired'),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, { error: 'validation.phoneInvalid' })
      .refine((value) => value === '' || value.length >= PHONE_MIN, { error: 'validation.phoneInvalid' })
      .optional(),
    /** A new account stays signed in unless asked not to: on a prepaid phone, signing in again costs data and patience. */
    rememberMe: z.boolean().default(true),
  })
  .refine((data) => data.confirmPassword === undefined || data.password === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The token of a mailed link (password reset, email verification). */
const linkToken = z
  .string({ error: 'validation.tokenRequired' })
  .min(1, { error: 'validation.tokenRequired' })
  .max(200, { error: 'validation.tokenInvalid' });

export const resetPasswordSchema = z
  .object({
    token: linkToken,
    password,
    confirmPassword: z.string({ error: 'validation.confirmPassword' }).min(PASSWORD_MIN, {
      error: 'validation.confirmPassword',
    }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** `POST /api/verify-email`: the token of the link mailed at registration (or by a resend). */
export const verifyEmailSchema = z.object({ token: linkToken }, { error: 'validation.tokenRequired' });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** The signed-in user as the API shows it to that user. Never a password, reset token or its expiry. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** How everyone else sees the name (displayNameOf). */
  displayName: z.string(),
  /** Only its owner sees it: what they gave at registration, or the number they verified (E.164). */
  phone: z.string().nullable(),
  /** The owner entered the code sent by SMS to `phone`. */
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** The seller badge of a national ID check (docs/product.md), not the email address. */
  isVerified: z.boolean(),
  /** The owner opened the link mailed to the address; admin rights need it. */
  emailVerified: z.boolean(),
  soldItemsCount: z.number().int(),
  confirmedSalesCount: z.number().int(),
  confirmedPurchasesCount: z.number().int(),
  reviewCount: z.number().int(),
  rating: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** The account is younger than a day and has not been shown the safety tips yet, on any phone. */
  showSafetyTips: z.boolean(),
  /** Signing in asks for a code from an authenticator app after the password. */
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authSuccessSchema = successSchema.extend({ user: currentUserSchema });
export type AuthSuccess = z.infer<typeof authSuccessSchema>;
