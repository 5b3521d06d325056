import { Suspense, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth.ts';
import { InstallBanner } from '#client/components/install-banner.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useOutboxSender } from '#client/app/outbox-sender.ts';
import { BottomNav } from './bottom-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Signed-in screens: top bar, content, bottom navigation (which leaves room below the content); the offer to install
 * the app when it is due; and, behind the scenes, the outbox going out.
 */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  useOutboxSender(user.id);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={user} />
      <main id={MAIN_ID} className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-4 pb-24">
        <InstallBanner />
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
