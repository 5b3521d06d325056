import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { AuthSidePanel } from '#client/features/auth/components/auth-side-panel.tsx';
import { AUTH_VIEW_TITLES, AuthForms, type AuthView } from '#client/features/auth/components/auth-forms.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

function AuthLinks() {
  const { t } = useTranslation();
  const linkClass =
    'inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-primary underline-offset-4 hover:underline';
  return (
    <nav aria-label={t('auth.helpNav')} className="flex flex-wrap justify-center gap-x-4">
      <Link href="/auth-help" className={linkClass}>
        {t('auth.helpLink')}
      </Link>
      <Link href="/terms" className={linkClass}>
        {t('auth.termsLink')}
      </Link>
    </nav>
  );
}

/** /auth: login and register tabs, the forgot-password panel, and the desktop side panel. */
export default function AuthScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<AuthView>('login');
  useDocumentTitle(t(AUTH_VIEW_TITLES[view]));

  return (
    <div className="grid gap-8 py-2 lg:grid-cols-2 lg:items-stretch lg:py-8">
      <AuthSidePanel />
      <div className="mx-auto w-full max-w-md space-y-5 lg:py-6">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.heading')}</h1>
          <p className="text-muted-foreground">{t('auth.subheading')}</p>
        </div>
        <AuthForms view={view} onViewChange={setView} />
        <AuthLinks />
      </div>
    </div>
  );
}
