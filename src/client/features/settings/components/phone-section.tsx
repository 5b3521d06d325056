import { Smartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/lib/toast.ts';
import { useRemovePhone } from '#client/features/settings/api/phone.ts';
import { SettingsSection } from './settings-section.tsx';
import phoneTexts from '#shared/locales/es/phone.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ phone: phoneTexts });

/** The steps load only when someone starts them: most visits to settings never do. */
const PhoneVerificationForm = lazy(() => import('./phone-verification-form.tsx'));

/** Verify phone: the verified number (only its owner sees it) and a way to remove it, or the steps to verify one. */
export function PhoneSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemovePhone();
  let body;
  if (user.phoneVerified && user.phone) {
    body = (
      <div className="space-y-3">
        <p className="text-sm">{t('phone.verified', { phone: user.phone })}</p>
        <Button
          variant="outline"
          className="w-full"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: t('phone.removed') }) })}
        >
          {t('phone.remove')}
        </Button>
      </div>
    );
  } else if (open) {
    body = (
      <Suspense fallback={<Spinner />}>
        <PhoneVerificationForm onDone={() => setOpen(false)} />
      </Suspense>
    );
  } else {
    body = (
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <Smartphone aria-hidden className="size-4" />
        {t('phone.title')}
      </Button>
    );
  }
  return (
    <SettingsSection title={t('phone.title')} description={t('phone.description')}>
      {body}
    </SettingsSection>
  );
}
