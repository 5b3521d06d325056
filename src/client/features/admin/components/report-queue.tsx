import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationAction } from '#shared/moderation.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import type { ReportGroup } from '#shared/moderation.ts';
import { useAdminReports } from '#client/features/moderation/api/list-admin-reports.ts';
import { ReportGroupCard } from './report-group-card.tsx';
import { ResolveDialog, type Resolving } from './resolve-dialog.tsx';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/** The open reports, grouped by what was reported, each with the admin's actions. A 403 means the caller is no admin. */
export function ReportQueue({ onForbidden }: { onForbidden: () => void }) {
  const { t } = useTranslation();
  const reports = useAdminReports('open');
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const forbidden = hasStatus(reports.error, 403);

  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  function select(group: ReportGroup, action: ModerationAction) {
    setResolving({ reportId: group.reportId, action, ownerName: group.preview?.ownerName ?? null });
  }

  return (
    <section aria-labelledby="reports-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="reports-title" className="text-xl font-semibold tracking-tight">
          {t('moderation.admin.reportsTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('moderation.admin.reportsIntro')}</p>
      </div>
      {reports.isError && !reports.data ? (
        <Alert title={t('moderation.admin.loadError')}>
          {errorMessage(reports.error) && <p>{errorMessage(reports.error)}</p>}
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void reports.refetch()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('moderation.retry')}
          </Button>
        </Alert>
      ) : !reports.data ? (
        <div role="status">
          <span className="sr-only">{t('moderation.admin.loading')}</span>
          <SkeletonLines className="space-y-3" lines={['h-40 w-full', 'h-40 w-full']} />
        </div>
      ) : reports.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-center text-sm text-muted-foreground">
          {t('moderation.admin.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((group) => (
            <ReportGroupCard
              key={group.reportId}
              group={group}
              disabled={resolving !== null}
              onAction={(action) => select(group, action)}
            />
          ))}
        </ul>
      )}
      <ResolveDialog resolving={resolving} onClose={() => setResolving(null)} onForbidden={onForbidden} />
    </section>
  );
}
