import { CheckCircle2, Clock, ShieldCheck, ShieldX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_PHOTOS, type IdentityPhoto, type IdentityStatus } from '#shared/identity.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useIdentityStatus } from '#client/features/identity/api/identity-status.ts';
import { useSubmitIdentity } from '#client/features/identity/api/submit-identity.ts';
import { SettingsSection } from '#client/features/settings/components/settings-section.tsx';
import identityTexts from '#shared/locales/es/identity.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ identity: identityTexts });

/** The camera each photo is taken with on a phone: the back one for the card, the front one for the selfie. */
const CAMERA: Record<IdentityPhoto, 'environment' | 'user'> = {
  front: 'environment',
  back: 'environment',
  selfie: 'user',
};

const STATUS_ICONS = {
  pending: <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />,
  approved: <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />,
  rejected: <ShieldX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />,
};

/** Where the person stands, said in one line with an icon; nothing before any check. */
function StatusLine({ status }: { status: IdentityStatus }) {
  const { t } = useTranslation();
  if (status.status === 'none') return null;
  return (
    <p role="status" className="flex items-start gap-2 text-sm">
      {STATUS_ICONS[status.status]}
      <span>{t(`identity.status.${status.status}`, { reason: status.reason ?? '' })}</span>
    </p>
  );
}

/** One photo's file input: the phone's camera opens directly, a computer picks a file. */
function PhotoInput({
  photo,
  file,
  disabled,
  onPick,
}: {
  photo: IdentityPhoto;
  file: File | undefined;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = `identity-${photo}`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t(`identity.photos.${photo}`)}</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={CAMERA[photo]}
        disabled={disabled}
        onChange={(event) => onPick(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-secondary file:px-4 file:font-medium file:text-secondary-foreground"
      />
      {file && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CheckCircle2 aria-hidden className="size-4 text-primary" />
          {t('identity.photoReady')}
        </p>
      )}
    </div>
  );
}

/** The three photos and the button that sends them; shown before any check and after a rejection. */
function IdentityForm() {
  const { t } = useTranslation();
  const submission = useSubmitIdentity();
  const [files, setFiles] = useState<Partial<Record<IdentityPhoto, File>>>({});
  const [problem, setProblem] = useState<string>();

  function send(event: FormEvent) {
    event.preventDefault();
    const { front, back, selfie } = files;
    if (!front || !back || !selfie) {
      setProblem(t('identity.missing'));
      return;
    }
    setProblem(undefined);
    submission.mutate(
      { front, back, selfie },
      {
        onSuccess: () => toast({ title: t('identity.sent') }),
        onError: (error) => setProblem(errorMessage(error) ?? t('identity.failed')),
      },
    );
  }

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      {IDENTITY_PHOTOS.map((photo) => (
        <PhotoInput
          key={photo}
          photo={photo}
          file={files[photo]}
          disabled={submission.isPending}
          onPick={(file) => {
            setProblem(undefined);
            setFiles((current) => ({ ...current, [photo]: file }));
          }}
        />
      ))}
      <p className="text-sm text-muted-foreground">{t('identity.privacy')}</p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submission.isPending}>
        {t(submission.isPending ? 'identity.sending' : 'identity.submit')}
      </Button>
    </form>
  );
}

/** Settings › Verificar identidad: the latest check's status, and the form when the person may send photos. */
export default function IdentitySection() {
  const { t } = useTranslation();
  const identity = useIdentityStatus();
  const status = identity.data;
  const maySubmit = status?.status === 'none' || status?.status === 'rejected';
  return (
    <div id="identity" className="scroll-mt-20">
      <SettingsSection title={t('identity.settingsTitle')} description={t('identity.settingsDescription')}>
        <div className="space-y-4">
          {identity.isError && <p role="alert">{t('identity.loadFailed')}</p>}
          {status && <StatusLine status={status} />}
          {maySubmit && <IdentityForm />}
        </div>
      </SettingsSection>
    </div>
  );
}
