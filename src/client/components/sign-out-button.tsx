import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LOGOUT_REDIRECT_MS } from '#shared/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useLogout } from '#client/lib/sign-out.ts';
import { toast } from '#client/lib/toast.ts';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

/** Signs out, says so, then goes to /auth after a second. */
export function SignOutButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('auth.loggedOut') });
        window.setTimeout(() => navigate('/auth', { replace: true }), LOGOUT_REDIRECT_MS);
      },
      onError: () => toast({ variant: 'destructive', title: t('auth.logoutError') }),
    });

  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={logout.isPending || logout.isSuccess}
      onClick={signOut}
    >
      <LogOut aria-hidden className="size-4" />
      {t(logout.isPending ? 'auth.loggingOut' : 'auth.logout')}
    </Button>
  );
}
