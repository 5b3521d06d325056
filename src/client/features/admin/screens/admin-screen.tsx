import { useQuery } from '@tanstack/react-query';
import { DatabaseZap, Package, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_SCOPES, type ResetScope } from '#shared/admin.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { CurrentPasswordField } from '#client/components/ui/current-password-field.tsx';
import { errorMessage, hasStatus, passwordError } from '#client/lib/api.ts';
import { clientConfigQueryOptions } from '#client/lib/client-config.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { toast } from '#client/lib/toast.ts';
import { useResetData } from '#client/features/admin/api/reset-data.ts';
import { AuditLog } from '#client/features/admin/components/audit-log.tsx';
import { MeetupSpotsAdmin } from '#client/features/admin/components/meetup-spots-admin.tsx';
import { ReportQueue } from '#client/features/admin/components/report-queue.tsx';
import { ResetCard } from '#client/features/admin/components/reset-card.tsx';
import { RestrictedNotice } from '#client/features/admin/components/restricted-notice.tsx';
import { TwoFactorEnrolment } from '#client/features/two-factor/components/two-factor-enrolment.tsx';
import adminTexts from '#shared/locales/es/admin.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ admin: adminTexts, moderation: moderationTexts, validation: validationTexts });

/** Its own chunk: the identity queue loads beside the reports, not before them. */
const IdentityQueue = lazy(() => import('#client/features/identity/components/identity-queue.tsx'));

const RESET_ICONS: Record<ResetScope, LucideIcon> = { users: Users, products: Package, all: DatabaseZap };

/**
 * The admin panel's reset states: idle, confirm-pending for a scope, processing (every button disabled).
 * The confirmation asks for the admin's password: a wrong one is said under it and the dialog stays open.
 */
function ResetPanel({ onForbidden }: { onForbidden: () => void }) {
  const { t } = useTranslation();
  const reset = useResetData();
  const [confirming, setConfirming] = useState<ResetScope | null>(null);
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();

  function select(scope: ResetScope | null) {
    setConfirming(scope);
    setPassword('');
    setPasswordProblem(undefined);
  }

  function run(scope: ResetScope) {
    if (!password) {
      setPasswordProblem(t('validation.currentPasswordRequired'));
      return;
    }
    reset.mutate(
      { scope, password },
      {
        onSuccess: ({ message }) => {
          toast({ title: t('admin.successTitle'), description: message });
          select(null);
        },
        onError: (error) => {
          const problem = passwordError(error);
          if (problem) {
            setPasswordProblem(problem);
            return;
          }
          if (hasStatus(error, 403)) onForbidden();
          toast({
            variant: 'destructive',
            title: t('admin.errorTitle'),
            description: errorMessage(error) ?? t('admin.errorFallback'),
          });
          select(null);
        },
      },
    );
  }

  return (
    <section aria-labelledby="reset-title" className="space-y-5">
      <div className="space-y-1">
        <h2 id="reset-title" className="text-xl font-semibold tracking-tight">
          {t('moderation.admin.dataTitle')}
        </h2>
        <p className="text-muted-foreground">{t('admin.intro')}</p>
      </div>
      <Alert variant="destructive" title={t('admin.warningTitle')}>
        {t('admin.warning')}
      </Alert>
      {RESET_SCOPES.map((scope) => (
        <ResetCard
          key={scope}
          scope={scope}
          Icon={RESET_ICONS[scope]}
          disabled={reset.isPending}
          onSelect={select}
        />
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && select(null)}
        title={t('admin.confirmTitle')}
        description={
          <>
            <span className="block">{t('admin.confirmDescription')}</span>
            {confirming && <span className="block">{t(`admin.scopes.${confirming}.confirm`)}</span>}
          </>
        }
        confirmLabel={t(reset.isPending ? 'admin.processing' : 'admin.confirm')}
        cancelLabel={t('admin.cancel')}
        pending={reset.isPending}
        onConfirm={() => confirming && run(confirming)}
      >
        <CurrentPasswordField
          label={t('admin.password')}
          value={password}
          onValueChange={(next) => {
            setPassword(next);
            setPasswordProblem(undefined);
          }}
          error={passwordProblem}
          disabled={reset.isPending}
        />
      </ConfirmDialog>
    </section>
  );
}

/**
 * /admin: the reports to moderate, the identity checks to review, the moderation log, the safe meetup spots and the
 * data resets, for addresses in ADMIN_EMAILS; anyone else (or a 403 from the server) sees why not. Where admin tools
 * need two factors, an admin without them enrols first.
 */
export default function AdminScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [refused, setRefused] = useState(false);
  const { data: config } = useQuery(clientConfigQueryOptions);
  useDocumentTitle(t('admin.title'));
  if (!user) return null;
  const needsTwoFactor = user.isAdmin && !user.twoFactorEnabled && config?.adminRequiresTwoFactor === true;
  if (!user.isAdmin || refused) {
    return (
      <div className="mx-auto w-full max-w-md py-4">
        <RestrictedNotice />
      </div>
    );
  }
  if (needsTwoFactor) {
    return (
      <div className="mx-auto w-full max-w-md space-y-4 py-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.title')}</h1>
        <section aria-labelledby="two-factor-title" className="space-y-3 rounded-lg border bg-card p-4">
          <h2 id="two-factor-title" className="text-lg font-semibold">
            {t('twoFactor.title')}
          </h2>
          <p className="text-muted-foreground">{t('twoFactor.adminIntro')}</p>
          <TwoFactorEnrolment />
        </section>
      </div>
    );
  }
  const refuse = () => setRefused(true);
  return (
    <div className="mx-auto w-full max-w-xl space-y-8 py-2">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.title')}</h1>
        <p className="text-muted-foreground">{t('moderation.admin.intro')}</p>
      </div>
      <ReportQueue onForbidden={refuse} />
      <Suspense fallback={null}>
        <IdentityQueue onForbidden={refuse} />
      </Suspense>
      <AuditLog />
      <MeetupSpotsAdmin />
      <ResetPanel onForbidden={refuse} />
    </div>
  );
}
