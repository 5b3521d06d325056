import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Logo } from '#client/components/logo.tsx';
import { OfflineBar } from '#client/components/offline-bar.tsx';
import { useSignInPath } from '#client/lib/return-path.ts';
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx';
import { VisitorMenu } from './visitor-menu.tsx';
import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

/** Away from home, a way back to its search field. */
function SearchLink() {
  const { t } = useTranslation();
  const [location] = useLocation();
  if (location === '/') return null;
  return (
    <Link href="/" aria-label={t('nav.search')} className={buttonClass({ variant: 'ghost', size: 'icon' })}>
      <Search aria-hidden className="size-5" />
    </Link>
  );
}

/** A visitor's corner: 'Entrar' (coming back here) and the menu with language and theme. */
function VisitorActions() {
  const { t } = useTranslation();
  const signIn = useSignInPath();
  return (
    <>
      <Link href={signIn} className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {t('nav.signIn')}
      </Link>
      <VisitorMenu />
    </>
  );
}

/**
 * The shell's top bar: the logo goes home, search, and the bell to /notifications; a visitor gets 'Entrar' and a
 * menu with the language and theme instead of the bell (signed-in people have them in /settings). Without a
 * connection the offline bar sits on top of it, so it stays in view on every screen.
 */
export function TopBar({ signedIn }: { signedIn: boolean }) {
  return (
    <header
      data-top-chrome
      className="sticky top-0 z-40 border-b border-border bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur"
    >
      <OfflineBar />
      <div className="mx-auto flex h-14 w-full max-w-3xl items-center justify-between gap-2 px-4">
        <Logo />
        <div className="flex items-center gap-0.5">
          <SearchLink />
          {signedIn ? <NotificationBell /> : <VisitorActions />}
        </div>
      </div>
    </header>
  );
}
