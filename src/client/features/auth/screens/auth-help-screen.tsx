import { EyeOff, LogIn, RefreshCw, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { DocumentPage } from '#client/components/ui/document-page.tsx';
import { SafetyTipsLink } from '#client/features/safety/components/safety-tips-link.tsx';
import authHelpTexts from '#shared/locales/es/authHelp.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ authHelp: authHelpTexts });

const SIGN_IN_URL = '/api/login';
const TIPS = ['connection', 'browser', 'support'] as const;

/** Starts over with a clean slate: forgets everything stored for this site, then signs in again. */
function clearStorageAndSignIn() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.href = SIGN_IN_URL;
}

function HelpCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon aria-hidden className="size-6" />
        </span>
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      {children}
    </Card>
  );
}

/** /auth-help: three ways out of a stuck sign-up or sign-in, and tips. */
export default function AuthHelpScreen() {
  const { t } = useTranslation();
  const [showIncognito, setShowIncognito] = useState(false);

  return (
    <DocumentPage parent="/auth" title={t('authHelp.title')} intro={t('authHelp.description')}>
      <HelpCard
        icon={RefreshCw}
        title={t('authHelp.quickFix.title')}
        description={t('authHelp.quickFix.description')}
      >
        <Button className="w-full" onClick={clearStorageAndSignIn}>
          {t('authHelp.quickFix.action')}
        </Button>
      </HelpCard>

      <HelpCard
        icon={EyeOff}
        title={t('authHelp.incognito.title')}
        description={t('authHelp.incognito.description')}
      >
        <div className="space-y-3">
          <Button variant="outline" className="w-full" onClick={() => setShowIncognito(true)}>
            {t('authHelp.incognito.action')}
          </Button>
          {showIncognito && (
            <Alert title={t('authHelp.incognito.alertTitle')}>{t('authHelp.incognito.alertBody')}</Alert>
          )}
        </div>
      </HelpCard>

      <HelpCard
        icon={LogIn}
        title={t('authHelp.direct.title')}
        description={t('authHelp.direct.description')}
      >
        <a href={SIGN_IN_URL} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
          {t('authHelp.direct.action')}
        </a>
      </HelpCard>

      <section aria-labelledby="auth-help-tips" className="rounded-2xl bg-muted p-5">
        <h2 id="auth-help-tips" className="mb-3 font-semibold">
          {t('authHelp.tips.title')}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`authHelp.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <SafetyTipsLink />
    </DocumentPage>
  );
}
