import type { AuditAction, ModerationAction, ReportTargetType } from '#shared/moderation.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/** What was reported, in a word. */
export const TARGET_KEYS: Record<ReportTargetType, TextKey> = {
  product: 'moderation.targets.product',
  user: 'moderation.targets.user',
  post: 'moderation.targets.post',
  comment: 'moderation.targets.comment',
  message: 'moderation.targets.message',
  review: 'moderation.targets.review',
};

/** What each entry of the moderation log did. */
export const AUDIT_ACTION_KEYS: Record<AuditAction, TextKey> = {
  dismiss: 'moderation.audit.actions.dismiss',
  hide: 'moderation.audit.actions.hide',
  suspend: 'moderation.audit.actions.suspend',
  auto_hide: 'moderation.audit.actions.autoHide',
  restore: 'moderation.audit.actions.restore',
};

/** The texts of an admin's action: its button, its confirmation and what is said once done. */
export const RESOLVE_KEYS: Record<
  ModerationAction,
  { button: TextKey; title: TextKey; description: TextKey; confirm: TextKey; done: TextKey }
> = {
  dismiss: {
    button: 'moderation.admin.dismiss.button',
    title: 'moderation.admin.dismiss.title',
    description: 'moderation.admin.dismiss.description',
    confirm: 'moderation.admin.dismiss.confirm',
    done: 'moderation.admin.dismiss.done',
  },
  hide: {
    button: 'moderation.admin.hide.button',
    title: 'moderation.admin.hide.title',
    description: 'moderation.admin.hide.description',
    confirm: 'moderation.admin.hide.confirm',
    done: 'moderation.admin.hide.done',
  },
  suspend: {
    button: 'moderation.admin.suspend.button',
    title: 'moderation.admin.suspend.title',
    description: 'moderation.admin.suspend.description',
    confirm: 'moderation.admin.suspend.confirm',
    done: 'moderation.admin.suspend.done',
  },
  restore: {
    button: 'moderation.admin.restore.button',
    title: 'moderation.admin.restore.title',
    description: 'moderation.admin.restore.description',
    confirm: 'moderation.admin.restore.confirm',
    done: 'moderation.admin.restore.done',
  },
};

/**
 * A person can only be left alone or suspended; content can also be hidden. Suspending needs a known author. What is
 * hidden already (or a person suspended) is restored instead of hidden.
 */
export function actionsFor(
  targetType: ReportTargetType,
  authorKnown: boolean,
  hidden: boolean,
): ModerationAction[] {
  if (hidden) return ['dismiss', 'restore'];
  return [
    'dismiss',
    ...(targetType === 'user' ? [] : (['hide'] as const)),
    ...(authorKnown ? (['suspend'] as const) : []),
  ];
}
