import { z } from 'zod';

/** El Salvador's country code: the only numbers Cerquita verifies (issue 30). */
const COUNTRY_CODE = '503';
/** A Salvadoran mobile: eight digits starting with 6 or 7. Landlines start with 2. */
const MOBILE = /^[67]\d{7}$/;
/** What people type between digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** Six digits, sent by SMS; spaces typed between them do not count. */
export const PHONE_CODE_LENGTH = 6;
/** How long a sent code works. */
export const PHONE_CODE_LIFETIME_MINUTES = 10;
/** Wrong codes before the code stops working and a new one must be asked for. */
export const PHONE_CODE_TRIES = 5;
/** The settings screen's wait before it offers another SMS. */
export const PHONE_RESEND_AFTER_SECONDS = 60;

/**
 * "7012 3456", "7012-3456", "+503 7012 3456", "(503) 70123456", "00503…" → "+50370123456"; anything else → undefined.
 */
export function salvadoranMobile(typed: string): string | undefined {
  const digits = typed.replace(SEPARATORS, '').replace(/^\+/, '').replace(/^00/, '');
  const national = digits.length === 11 && digits.startsWith(COUNTRY_CODE) ? digits.slice(3) : digits;
  return MOBILE.test(national) ? `+${COUNTRY_CODE}${national}` : undefined;
}

/** `POST /api/user/phone`: the number as typed; it arrives normalised to E.164. */
export const phoneRequestSchema = z.object(
  {
    phone: z
      .string({ error: 'validation.phoneNotSalvadoranMobile' })
      .max(30, { error: 'validation.phoneNotSalvadoranMobile' })
      .transform((value, context) => {
        const normalised = salvadoranMobile(value);
        if (normalised) return normalised;
        context.addIssue({ code: 'custom', message: 'validation.phoneNotSalvadoranMobile' });
        return z.NEVER;
      }),
  },
  { error: 'validation.phoneNotSalvadoranMobile' },
);
export type PhoneRequestInput = z.input<typeof phoneRequestSchema>;

/** `POST /api/user/phone/verify`: the code of the SMS. */
export const phoneCodeSchema = z.object(
  {
    code: z
      .string({ error: 'validation.phoneCodeInvalid' })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.phoneCodeInvalid' })),
  },
  { error: 'validation.phoneCodeInvalid' },
);
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;

/** What `POST /api/user/phone` answers: a code is on its way to `phone`, working until `expiresAt`. */
export const phoneCodeSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  phone: z.string(),
  expiresAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
