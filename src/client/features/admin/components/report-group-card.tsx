import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { REPORT_REASONS, type ModerationAction } from '#shared/moderation.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { actionsFor, RESOLVE_KEYS, TARGET_KEYS } from '#client/features/admin/moderation-labels.ts';
import type { ReportGroup } from '#shared/moderation.ts';
import { REASON_KEYS } from '#client/features/moderation/components/report-dialog.tsx';
import { ModerationTime } from './moderation-time.tsx';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/** The latest details shown; the rest stay in the log of reports. */
const DETAILS_SHOWN = 3;

/** Where an admin can look at a reported listing or person; other content is seen through its preview. */
function targetPath({ targetType, targetId }: ReportGroup): string | null {
  if (targetType === 'product') return `/products/${targetId}`;
  if (targetType === 'user') return `/users/${targetId}`;
  return null;
}

interface ReportGroupCardProps {
  group: ReportGroup;
  disabled: boolean;
  onAction: (action: ModerationAction) => void;
}

/** One reported thing: what and whose, how many reports and why, what reporters added, and what the admin can do. */
export function ReportGroupCard({ group, disabled, onAction }: ReportGroupCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const path = targetPath(group);
  const reasons = REPORT_REASONS.filter((reason) => (group.reasons[reason] ?? 0) > 0);
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="font-semibold">
          {t(TARGET_KEYS[group.targetType])}
          <span className="text-muted-foreground">
            {' '}
            · {t('moderation.admin.reportCount', { count: group.count })}
          </span>
        </h3>
        {group.hidden && (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            <EyeOff aria-hidden className="size-3.5" />
            {t('moderation.admin.autoHidden')}
          </span>
        )}
        {path && (
          <Link
            href={path}
            aria-describedby={titleId}
            className={buttonClass({ variant: 'link', size: 'inline', className: 'ml-auto h-11' })}
          >
            {t('moderation.admin.view')}
          </Link>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {t('moderation.admin.lastReported')} <ModerationTime iso={group.lastReportedAt} />
      </p>
      {group.preview ? (
        <figure className="space-y-1 rounded-xl bg-muted p-3 text-sm">
          <blockquote className="line-clamp-4 break-words whitespace-pre-line">
            {group.preview.text}
          </blockquote>
          {group.targetType !== 'user' && group.preview.ownerName && (
            <figcaption className="text-muted-foreground">
              {t('moderation.admin.owner', { name: group.preview.ownerName })}
            </figcaption>
          )}
        </figure>
      ) : (
        <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{t('moderation.admin.gone')}</p>
      )}
      <ul aria-label={t('moderation.admin.reasons')} className="flex flex-wrap gap-1.5">
        {reasons.map((reason) => (
          <li key={reason} className="rounded-full border border-border px-2.5 py-1 text-xs font-medium">
            {t(REASON_KEYS[reason])} · {group.reasons[reason]}
          </li>
        ))}
      </ul>
      {group.details.length > 0 && (
        <div className="space-y-1">
          <h4 className="text-sm font-medium">{t('moderation.admin.details')}</h4>
          <ul className="space-y-1 text-sm text-muted-foreground">
            {group.details.slice(0, DETAILS_SHOWN).map((detail, index) => (
              <li key={index} className="border-l-2 border-border pl-2 break-words">
                {detail}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        {actionsFor(group.targetType, group.preview?.ownerId != null, group.hidden).map((action) => (
          <Button
            key={action}
            variant={action === 'dismiss' || action === 'restore' ? 'outline' : 'destructive'}
            size="sm"
            className="h-11 flex-1 basis-0"
            disabled={disabled}
            aria-haspopup="dialog"
            onClick={() => onAction(action)}
          >
            {t(RESOLVE_KEYS[action].button)}
          </Button>
        ))}
      </div>
    </li>
  );
}
