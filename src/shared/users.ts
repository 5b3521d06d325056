import { z } from 'zod';
import { LANGUAGES, NAME_MAX, NAME_MIN, PASSWORD_MIN } from './constants.ts';
import { withoutControlCharacters } from './auth.ts';
import { imageReferenceSchema } from './uploads.ts';

/**
 * The signed-in user's own settings calls (name edit, password change, profile picture, account deletion).
 * Messages are catalog keys, as in auth.ts.
 */
export const LOCATION_MAX = 200;

/** What a profile may say about its owner's gender; nothing at all is allowed too. */
export const GENDERS = ['male', 'female'] as const;

/** One settings message for every too-short first name; the minimum of 2 keeps register and settings alike. */
const firstName = withoutControlCharacters(
  z
    .string({ error: 'validation.nameRequired' })
    .trim()
    .min(NAME_MIN, { error: 'validation.nameRequired' })
    .max(NAME_MAX, { error: 'validation.nameMax' }),
);

export const updateProfileSchema = z.object({
  firstName,
  /** Optional; empty clears it. Left out: unchanged. */
  lastName: withoutControlCharacters(
    z.string().trim().max(NAME_MAX, { error: 'validation.nameMax' }),
  ).optional(),
  /** Left out: unchanged; empty: no location. */
  location: z
    .string()
    .trim()
    .max(LOCATION_MAX, { error: 'validation.tooLong' })
    .transform((value) => value || null)
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** One of our uploads (POST /api/uploads answered it) or the picture as a data URL, or null to remove the picture. */
export const profilePictureSchema = z.object({
  profileImageUrl: imageReferenceSchema.nullable(),
});
export type ProfilePictureInput = z.input<typeof profilePictureSchema>;

/** The signed-in user's password, asked again before a change that cannot be undone or that a thief would want. */
export const currentPasswordField = z
  .string({ error: 'validation.currentPasswordRequired' })
  .min(1, { error: 'validation.currentPasswordRequired' })
  .max(255, { error: 'validation.passwordMax' });

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: z
      .string({ error: 'validation.passwordMin' })
      .min(PASSWORD_MIN, { error: 'validation.passwordMin' })
      .max(255, { error: 'validation.passwordMax' }),
    /** The client's second field; checked when sent. */
    confirmPassword: z.string().max(255, { error: 'validation.passwordMax' }).optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.newPassword, {
    error: 'validation.newPasswordsMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The words the user types to confirm deleting the account, in either language, any letter case. */
export const DELETE_CONFIRMATION_WORDS = ['eliminar', 'delete'] as const;

export const isDeleteConfirmation = (typed: string) =>
  DELETE_CONFIRMATION_WORDS.some((word) => word === typed.trim().toLowerCase());

/**
 * Required: the server, not only the dialog, makes sure nobody deletes an account by accident (the typed word), nor
 * anyone who only holds the session (the password).
 */
export const deleteAccountSchema = z.object(
  {
    confirmation: z
      .string({ error: 'validation.typeDeleteToConfirm' })
      .max(50, { error: 'validation.typeDeleteToConfirm' })
      .refine(isDeleteConfirmation, { error: 'validation.typeDeleteToConfirm' }),
    password: currentPasswordField,
  },
  { error: 'validation.typeDeleteToConfirm' },
);
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** `PUT /api/user/language`: the language the person now uses the app in (notifications and mails follow it). */
export const userLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.invalid' }) });
export type UserLanguageInput = z.input<typeof userLanguageSchema>;

/** `POST /api/user/safety-tips-seen` takes nothing: it only ever marks the caller's own account. */
export const safetyTipsSeenSchema = z.strictObject({}, { error: 'validation.invalid' }).nullish();
