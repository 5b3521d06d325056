import { ChevronDown, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { AUDIT_ACTION_KEYS, TARGET_KEYS } from '#client/features/admin/moderation-labels.ts';
import type { AuditEntry } from '#shared/moderation.ts';
import { useAuditLog } from '#client/features/moderation/api/list-audit.ts';
import { ModerationTime } from './moderation-time.tsx';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const by = entry.adminName
    ? t('moderation.audit.by', { name: entry.adminName })
    : t(entry.action === 'auto_hide' ? 'moderation.audit.automatic' : 'moderation.audit.formerAdmin');
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium">
        {t(AUDIT_ACTION_KEYS[entry.action])}
        <span className="font-normal text-muted-foreground">
          {' · '}
          {t(TARGET_KEYS[entry.targetType])} #{entry.targetId}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        {by} · <ModerationTime iso={entry.createdAt} />
      </p>
      {entry.note && <p className="border-l-2 border-border pl-2 text-sm break-words">{entry.note}</p>}
    </li>
  );
}

/** The moderation log, latest first: who did what to what, when and why; older entries on request. */
export function AuditLog() {
  const { t } = useTranslation();
  const audit = useAuditLog();
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="audit-title" className="space-y-3">
      <h2 id="audit-title" className="text-xl font-semibold tracking-tight">
        {t('moderation.audit.title')}
      </h2>
      {audit.isError && !audit.data ? (
        <Alert title={t('moderation.audit.loadError')}>
          {errorMessage(audit.error) && <p>{errorMessage(audit.error)}</p>}
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void audit.refetch()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('moderation.retry')}
          </Button>
        </Alert>
      ) : !audit.data ? (
        <div role="status">
          <span className="sr-only">{t('moderation.audit.loading')}</span>
          <SkeletonLines className="space-y-2" lines={['h-12 w-full', 'h-12 w-full', 'h-12 w-full']} />
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.audit.empty')}</p>
      ) : (
        <div className="rounded-2xl border border-border bg-card px-4">
          <ul className="divide-y divide-border">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          {audit.hasNextPage && (
            <div className="border-t border-border py-2">
              <Button
                variant="ghost"
                className="w-full"
                disabled={audit.isFetchingNextPage}
                onClick={() => void audit.fetchNextPage()}
              >
                <ChevronDown aria-hidden className="size-4" />
                {t(audit.isFetchingNextPage ? 'moderation.audit.loadingMore' : 'moderation.audit.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
