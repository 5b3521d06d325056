import { Suspense, type ReactNode } from 'react';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Logo } from '#client/components/logo.tsx';
import { OfflineBar } from '#client/components/offline-bar.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { SignInSheetHost } from '#client/features/auth/components/sign-in-sheet-host.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Screens open to everyone: a light header with the language and theme switches. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <OfflineBar />
      <header
        data-top-chrome
        className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3"
      >
        <Logo />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id={MAIN_ID} className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 pb-10">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <SignInSheetHost />
    </div>
  );
}
