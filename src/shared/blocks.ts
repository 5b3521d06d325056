import { z } from 'zod';

/** A person the caller blocked, as the settings list shows them. */
export const blockedPersonSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blockAnswerSchema = z.object({ blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;
