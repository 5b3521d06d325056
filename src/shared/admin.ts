import { z } from 'zod';
import { successMessageSchema } from './contract.ts';
import { currentPasswordField } from './users.ts';

/** The data resets of the admin panel. */
export const RESET_SCOPES = ['users', 'products', 'all'] as const;
export type ResetScope = (typeof RESET_SCOPES)[number];

export const resetParamsSchema = z.object({
  scope: z.enum(RESET_SCOPES, { error: 'validation.resetScopeInvalid' }),
});

/** The admin's own password: a reset wipes data for good, so holding an admin's session is not enough. */
export const resetBodySchema = z.object(
  { password: currentPasswordField },
  { error: 'validation.currentPasswordRequired' },
);
export type ResetBody = z.input<typeof resetBodySchema>;

/** What a reset removed; the message says it in the caller's language. */
export const resetCountsSchema = z.object({
  users: z.number().int(),
  products: z.number().int(),
  posts: z.number().int(),
  conversations: z.number().int(),
});
export type ResetCounts = z.infer<typeof resetCountsSchema>;

export const resetAnswerSchema = successMessageSchema.extend({ deleted: resetCountsSchema });
export type ResetAnswer = z.infer<typeof resetAnswerSchema>;
