import { z } from 'zod';
import { idSchema, pagingSchema } from './contract.ts';

/**
 * Reports and moderation. Anyone reports a listing, a person, a community post or comment, a chat message, or a review;
 * admins act on what was reported, and every action is kept. Messages are catalog keys.
 */
export const REPORT_TARGET_TYPES = ['product', 'user', 'post', 'comment', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Scam or fraud, a prohibited item, offensive content, spam, a wrong category or fake listing, something else. */
export const REPORT_REASONS = ['scam', 'prohibited', 'offensive', 'spam', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What an admin does with a report: nothing, hide the reported content from everyone, suspend its author, or restore
 * (show hidden content again, lift a reported person's suspension).
 */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything an audit entry records: admins' actions and the automatic hiding of a listing many people reported. */
export const AUDIT_ACTIONS = [...MODERATION_ACTIONS, 'auto_hide'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 500;
/**
 * A listing this many different established people reported (not new accounts: a day old with a verified email) is
 * hidden until an admin looks.
 */
export const AUTO_HIDE_REPORTS = 3;
/** How many automatic hides one reporter may count toward in a day: more, and their reports wait for an admin. */
export const AUTO_HIDES_PER_REPORTER_PER_DAY = 5;

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

/** `POST /api/reports`: the report as stored (the first one when the same person reported the same thing before). */
export const reportAnswerSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

export const REPORT_QUEUE_PAGE_DEFAULT = 50;
export const REPORT_QUEUE_PAGE_MAX = 100;

export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'validation.invalid' }).default('open'),
  ...pagingSchema(REPORT_QUEUE_PAGE_DEFAULT, REPORT_QUEUE_PAGE_MAX),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

/** The most recent written details a group of reports shows. */
export const REPORT_GROUP_DETAILS_SHOWN = 10;

/** What was reported, as an admin needs to judge it; null when it no longer exists. */
export const reportPreviewSchema = z
  .object({ text: z.string(), ownerId: z.number().int().nullable(), ownerName: z.string().nullable() })
  .nullable();

/** Every report of one target in the queue: `reportId` is the one to resolve them all by. */
export const reportGroupSchema = z.object({
  reportId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  count: z.number().int(),
  reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()),
  details: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  preview: reportPreviewSchema,
  hidden: z.boolean(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportIdParamsSchema = z.object({ id: idSchema('validation.invalidReportId') });

export const MODERATION_NOTE_MAX = 500;

export const resolveReportSchema = z.object(
  {
    action: z.enum(MODERATION_ACTIONS, { error: 'validation.moderationActionInvalid' }),
    note: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(MODERATION_NOTE_MAX, { error: 'validation.moderationNoteTooLong' })
      .transform((value) => value || null)
      .nullish(),
  },
  { error: 'validation.moderationActionInvalid' },
);
export type ResolveReportInput = z.input<typeof resolveReportSchema>;
export type ResolveReport = z.output<typeof resolveReportSchema>;

export const resolveAnswerSchema = z.object({
  resolved: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
});
export type ResolveAnswer = z.infer<typeof resolveAnswerSchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

export const auditQuerySchema = z.object(pagingSchema(AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX));
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One moderation action; `adminId` and `adminName` null for automatic ones (or an admin who left). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  targetOwnerId: z.number().int().nullable(),
  adminId: z.number().int().nullable(),
  adminName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
