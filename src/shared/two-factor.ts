import { z } from 'zod';
import { successSchema } from './contract.ts';
import { authSuccessSchema } from './auth.ts';

/** Two-factor sign-in: TOTP (RFC 6238: 6 digits, 30-second steps) and single-use recovery codes. */
export const TWO_FACTOR_DIGITS = 6;
export const TWO_FACTOR_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes in a row before entering codes locks for TWO_FACTOR_LOCK_MS, the right one included. */
export const TWO_FACTOR_TRIES = 5;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;
/** How long the password step of a sign-in waits for its code. */
export const TWO_FACTOR_LOGIN_MS = 5 * 60_000;

/** A code from the authenticator app ("123 456") or a recovery code ("abcd-efgh"); spaces are ignored. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'validation.twoFactorCodeRequired' })
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.twoFactorCodeRequired' })
        .regex(/^(\d{6}|[a-z2-7]{4}-?[a-z2-7]{4})$/, { error: 'validation.twoFactorCodeInvalid' }),
    ),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** `POST /api/user/2fa/setup`: the new secret as text, as an otpauth link, and that link as a QR (SVG data URL). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qr: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/user/2fa/enable`: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisabledSchema = successSchema;

/** `POST /api/login`: signed in, or (2FA on) the password was right and `POST /api/login/2fa` finishes it. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginAnswerSchema = z.union([authSuccessSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The 403 `code` of an admin call by an admin without two factors, where the app requires them. */
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required';
