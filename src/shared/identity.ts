import { z } from 'zod';
import { idSchema } from './contract.ts';

/**
 * Identity checks: a person sends photos of both sides of their DUI and a selfie holding it; an admin reads the number
 * off the photos and approves (the account becomes verified) or rejects with a reason. Messages are catalog keys.
 */
export const IDENTITY_CHECK_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The three photos of a check, by the multipart field each is sent in. */
export const IDENTITY_PHOTOS = ['front', 'back', 'selfie'] as const;
export type IdentityPhoto = (typeof IDENTITY_PHOTOS)[number];

/** Days the photos are kept after the decision, for a second look if the person asks why. */
export const IDENTITY_PHOTOS_KEPT_DAYS = 7;

export const IDENTITY_REJECTION_REASON_MAX = 300;

/** A DUI as printed: eight digits, a hyphen, the check digit. */
const DUI_FORMAT = /^(\d{8})-(\d)$/;
const DUI_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit of a DUI's eight digits: weights 9 down to 2, summed; the digit that brings the sum to a ten. */
export function duiCheckDigit(digits: string): number {
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (DUI_WEIGHTS[index] ?? 0),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** Whether the text is a DUI as printed (00000000-0) whose last digit checks. */
export function isValidDui(text: string): boolean {
  const parts = DUI_FORMAT.exec(text);
  return parts?.[1] !== undefined && duiCheckDigit(parts[1]) === Number(parts[2]);
}

export const identityCheckIdParamsSchema = z.object({ id: idSchema('validation.invalid') });

export const approveIdentityCheckSchema = z.object(
  {
    duiNumber: z
      .string({ error: 'validation.duiInvalid' })
      .trim()
      .refine(isValidDui, { error: 'validation.duiInvalid' }),
  },
  { error: 'validation.duiInvalid' },
);

export const rejectIdentityCheckSchema = z.object(
  {
    reason: z
      .string({ error: 'validation.identityReasonRequired' })
      .trim()
      .min(1, { error: 'validation.identityReasonRequired' })
      .max(IDENTITY_REJECTION_REASON_MAX, { error: 'validation.tooLong' }),
  },
  { error: 'validation.identityReasonRequired' },
);

/** `GET /api/user/identity`: the person's latest check, or `none`. */
export const identityStatusSchema = z.object({
  status: z.enum(['none', ...IDENTITY_CHECK_STATUSES]),
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** A check in the admins' queue. `photos` is false once they were deleted after the decision. */
export const identityCheckSchema = z.object({
  id: z.number().int(),
  status: z.enum(IDENTITY_CHECK_STATUSES),
  /** The account's name as given, to compare with the DUI's. */
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  photos: z.boolean(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

export const identityPhotoParamsSchema = z.object({
  id: idSchema('validation.invalid'),
  photo: z.enum(IDENTITY_PHOTOS, { error: 'validation.invalid' }),
});

/** Where an admin sees one photo of a check. */
export const identityPhotoUrl = (checkId: number, photo: IdentityPhoto) =>
  `/api/admin/identity-checks/${checkId}/photos/${photo}`;
