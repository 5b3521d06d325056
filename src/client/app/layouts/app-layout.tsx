import { Suspense, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/** Signed-in screens: top bar, content, bottom navigation (which leaves room below the content). */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={user} />
      <main id={MAIN_ID} className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-4 pb-24">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
