import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { SignedInHere } from '#client/features/auth/auth-outcome.ts';
import { dismissSignIn, finishSignIn } from '#client/features/auth/components/sign-in-first.ts';
import { AuthForms, type AuthView } from './auth-forms.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

/**
 * The sign-in sheet a visitor's first write opens over the page (whose address stays): the /auth forms, and on
 * success the sheet closes and the write goes on instead of leaving for another page.
 */
export function SignInSheet({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const [view, setView] = useState<AuthView>('login');
  return (
    <Dialog open={open} onOpenChange={(stillOpen) => !stillOpen && dismissSignIn()}>
      <DialogContent>
        <DialogTitle>{t('auth.sheet.title')}</DialogTitle>
        <DialogDescription>{t('auth.sheet.description')}</DialogDescription>
        <SignedInHere value={finishSignIn}>
          <AuthForms view={view} onViewChange={setView} />
        </SignedInHere>
      </DialogContent>
    </Dialog>
  );
}
