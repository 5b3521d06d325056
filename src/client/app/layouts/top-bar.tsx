import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/auth.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Logo } from '#client/components/logo.tsx';
import { OfflineBar } from '#client/components/offline-bar.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx';
import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

/**
 * The shell's top bar: the logo goes home, the bell to /notifications, the avatar to /profile; language and theme
 * switches between them. Without a connection the offline bar sits on top of it, so it stays in view on every screen.
 */
export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <header
      data-top-chrome
      className="sticky top-0 z-40 border-b border-border bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur"
    >
      <OfflineBar />
      <div className="mx-auto flex h-14 w-full max-w-3xl items-center justify-between gap-2 px-4">
        <Logo />
        <div className="flex items-center gap-0.5">
          <LanguageSwitch />
          <ThemeToggle />
          <NotificationBell />
          <Link
            href="/profile"
            className="inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Avatar name={user.displayName} imageUrl={user.profileImageUrl} />
            <span className="sr-only">{t('nav.profile')}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
