import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { ForgotPasswordPanel } from './forgot-password-panel.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

type AuthTab = 'login' | 'register';
export type AuthView = AuthTab | 'forgot';

export const AUTH_VIEW_TITLES: Record<AuthView, TextKey> = {
  login: 'auth.loginTab',
  register: 'auth.registerTab',
  forgot: 'auth.forgot.title',
};

interface AuthFormsProps {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
}

/** Sign-in and "Crear cuenta" tabs, or the forgot-password panel: the /auth screen's and the sign-in sheet's. */
export function AuthForms({ view, onViewChange }: AuthFormsProps) {
  const { t } = useTranslation();
  if (view === 'forgot') return <ForgotPasswordPanel onBack={() => onViewChange('login')} />;
  const tabs = [
    { value: 'login', label: t('auth.loginTab') },
    { value: 'register', label: t('auth.registerTab') },
  ] as const;
  return (
    <Card>
      <Tabs<AuthTab> label={t('auth.tabsLabel')} items={tabs} value={view} onChange={onViewChange}>
        {view === 'login' ? <LoginForm onForgotPassword={() => onViewChange('forgot')} /> : <RegisterForm />}
      </Tabs>
    </Card>
  );
}
