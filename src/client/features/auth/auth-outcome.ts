import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthSuccess } from '#shared/auth.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useReturnPath } from '#client/lib/return-path.ts';
import { toast } from '#client/lib/toast.ts';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

/**
 * Catalog keys of the toasts each form shows: `welcome` names the user (`{{name}}`); `errorFallback` stands in when
 * the server's answer carries no message (e.g. offline).
 */
const TOASTS = {
  login: {
    welcomeTitle: 'auth.welcomeTitle',
    welcome: 'auth.welcomeBack',
    errorTitle: 'auth.loginErrorTitle',
    errorFallback: 'auth.loginErrorFallback',
  },
  register: {
    welcomeTitle: 'auth.accountCreatedTitle',
    welcome: 'auth.accountCreated',
    errorTitle: 'auth.registerErrorTitle',
    errorFallback: 'auth.registerErrorFallback',
  },
} as const;

/** What a signed-in form does instead of leaving /auth: set by the sign-in sheet, which stays on the page. */
export const SignedInHere = createContext<(() => void) | null>(null);

/**
 * How signing in or up ends, as the mutation's callbacks: a welcome toast, then the page sign-in was asked from
 * (replacing /auth in the history) or, in the sign-in sheet, what the visitor started; or a toast with the server's
 * message.
 */
export function useAuthOutcome(form: keyof typeof TOASTS) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const destination = useReturnPath();
  const signedInHere = useContext(SignedInHere);
  const keys = TOASTS[form];
  return {
    onSuccess: ({ user }: AuthSuccess) => {
      toast({ title: t(keys.welcomeTitle), description: t(keys.welcome, { name: user.firstName }) });
      if (signedInHere) signedInHere();
      else navigate(destination, { replace: true });
    },
    onError: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t(keys.errorTitle),
        description: errorMessage(error) ?? t(keys.errorFallback),
      }),
  };
}
