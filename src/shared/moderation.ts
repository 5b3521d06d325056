import { z } from 'zod';
import { idSchema } from './contract.ts';

/**
 * Reports and moderation. Anyone reports a listing, a person, a community post or comment, or a chat message; admins
 * act on what was reported, and every action is kept. Messages are catalog keys.
 */
export const REPORT_TARGET_TYPES = ['product', 'user', 'post', 'comment', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Scam or fraud, a prohibited item, offensive content, spam, a wrong category or fake listing, something else. */
export const REPORT_REASONS = ['scam', 'prohibited', 'offensive', 'spam', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin does with a report: nothing, hide the reported content from everyone, or suspend its author. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything an audit entry records: admins' actions and the automatic hiding of a listing many people reported. */
export const AUDIT_ACTIONS = [...MODERATION_ACTIONS, 'auto_hide'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 500;
/** A listing this many different people reported is hidden until an admin looks. */
export const AUTO_HIDE_REPORTS = 3;

export const createReportSchema = z.object(
  {
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'validation.reportTargetInvalid' }),
    targetId: idSchema('validation.reportTargetInvalid'),
    reason: z.enum(REPORT_REASONS, { error: 'validation.reportReasonRequired' }),
    details: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(REPORT_DETAILS_MAX, { error: 'validation.reportDetailsTooLong' })
      .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' })
      .transform((value) => value || null)
      .nullish(),
  },
  { error: 'validation.reportReasonRequired' },
);
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReport = z.output<typeof createReportSchema>;
