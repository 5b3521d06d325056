import { RefreshCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_PHOTOS, identityPhotoUrl, isValidDui, type IdentityCheck } from '#shared/identity.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useDecideIdentityCheck,
  type IdentityDecision,
} from '#client/features/identity/api/decide-identity-check.ts';
import { useIdentityChecks } from '#client/features/identity/api/identity-checks.ts';
import identityTexts from '#shared/locales/es/identity.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ identity: identityTexts, validation: validationTexts });

/** The three photos, side by side; each opens full size in a new tab (same session, admin only). */
function CheckPhotos({ check, name }: { check: IdentityCheck; name: string }) {
  const { t } = useTranslation();
  if (!check.photos)
    return <p className="text-sm text-muted-foreground">{t('identity.admin.photosDeleted')}</p>;
  return (
    <div className="grid grid-cols-3 gap-2">
      {IDENTITY_PHOTOS.map((photo) => (
        <a key={photo} href={identityPhotoUrl(check.id, photo)} target="_blank" rel="noreferrer">
          <img
            src={identityPhotoUrl(check.id, photo)}
            alt={t('identity.admin.photoAlt', { photo: t(`identity.photos.${photo}`), name })}
            loading="lazy"
            className="aspect-square w-full rounded-xl border border-border object-cover"
          />
        </a>
      ))}
    </div>
  );
}

/** The DUI number and the reason fields with their two buttons; each decision says what the server refused. */
function DecisionForm({ check, onForbidden }: { check: IdentityCheck; onForbidden: () => void }) {
  const { t } = useTranslation();
  const decision = useDecideIdentityCheck();
  const [duiNumber, setDuiNumber] = useState('');
  const [reason, setReason] = useState('');
  const [duiProblem, setDuiProblem] = useState<string>();
  const [reasonProblem, setReasonProblem] = useState<string>();

  function decide(next: IdentityDecision, showProblem: (problem: string) => void) {
    decision.mutate(next, {
      onSuccess: () => toast({ title: t('identity.admin.done') }),
      onError: (error) => {
        if (hasStatus(error, 403)) onForbidden();
        showProblem(errorMessage(error) ?? t('identity.admin.failed'));
      },
    });
  }

  function approve(event: FormEvent) {
    event.preventDefault();
    const typed = duiNumber.trim();
    if (!isValidDui(typed)) {
      setDuiProblem(t('validation.duiInvalid'));
      return;
    }
    setDuiProblem(undefined);
    decide({ checkId: check.id, action: 'approve', duiNumber: typed }, setDuiProblem);
  }

  function reject() {
    if (!reason.trim()) {
      setReasonProblem(t('validation.identityReasonRequired'));
      return;
    }
    setReasonProblem(undefined);
    decide({ checkId: check.id, action: 'reject', reason: reason.trim() }, setReasonProblem);
  }

  return (
    <form onSubmit={approve} noValidate className="space-y-3">
      <TextField
        label={t('identity.admin.duiLabel')}
        hint={t('identity.admin.duiHint')}
        error={duiProblem}
        value={duiNumber}
        onChange={(event) => setDuiNumber(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="00000000-0"
        disabled={decision.isPending}
      />
      <Button type="submit" className="w-full" disabled={decision.isPending}>
        {t('identity.admin.approve')}
      </Button>
      <TextField
        label={t('identity.admin.reasonLabel')}
        hint={t('identity.admin.reasonHint')}
        error={reasonProblem}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={300}
        disabled={decision.isPending}
      />
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={decision.isPending}
        onClick={reject}
      >
        {t('identity.admin.reject')}
      </Button>
    </form>
  );
}

function CheckCard({ check, onForbidden }: { check: IdentityCheck; onForbidden: () => void }) {
  const { t } = useTranslation();
  const name = `${check.user.firstName} ${check.user.lastName}`.trim();
  const titleId = `identity-check-${check.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t(`identity.admin.${check.status}`, { reason: check.reason ?? '' })}
        </p>
      </div>
      <CheckPhotos check={check} name={name} />
      {check.status === 'pending' && <DecisionForm check={check} onForbidden={onForbidden} />}
    </li>
  );
}

/** Admin › Verificación de identidad: the waiting checks first, each with its photos and the decision. */
export default function IdentityQueue({ onForbidden }: { onForbidden: () => void }) {
  const { t } = useTranslation();
  const checks = useIdentityChecks();
  const forbidden = hasStatus(checks.error, 403);

  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  return (
    <section aria-labelledby="identity-checks-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="identity-checks-title" className="text-xl font-semibold tracking-tight">
          {t('identity.admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('identity.admin.intro')}</p>
      </div>
      {checks.isError && !checks.data ? (
        <div role="alert" className="space-y-2">
          <p>{t('identity.admin.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void checks.refetch()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('identity.admin.retry')}
          </Button>
        </div>
      ) : !checks.data ? (
        <div role="status">
          <span className="sr-only">{t('identity.admin.loading')}</span>
          <SkeletonLines className="space-y-3" lines={['h-40 w-full']} />
        </div>
      ) : checks.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-center text-sm text-muted-foreground">
          {t('identity.admin.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {checks.data.map((check) => (
            <CheckCard key={check.id} check={check} onForbidden={onForbidden} />
          ))}
        </ul>
      )}
    </section>
  );
}
