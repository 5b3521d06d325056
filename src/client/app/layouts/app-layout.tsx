import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '#shared/auth.ts';
import { InstallBanner } from '#client/components/install-banner.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useOutboxSender } from '#client/app/outbox-sender.ts';
import { SignInSheetHost } from '#client/features/auth/components/sign-in-sheet-host.tsx';
import { cn } from '#client/lib/cn.ts';
import { useKeyboardOpen } from '#client/lib/keyboard.ts';
import { BottomNav } from './bottom-nav.tsx';
import { hidesBottomNav } from './nav-items.ts';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * `--nav-offset`: how much of the bottom the navigation covers, for what sits above it (a chat's composer, a sticky
 * action bar) and for the room left below the content. Only the safe area while the bar is hidden.
 */
const NAV_SHOWN = '[--nav-offset:calc(4rem+env(safe-area-inset-bottom))]';
const NAV_HIDDEN = '[--nav-offset:env(safe-area-inset-bottom)]';

/**
 * The app's screens, for signed-in people and visitors alike: top bar, content, bottom navigation (hidden in a chat,
 * on a listing and while the keyboard is open); the offer to install the app when it is due; the sign-in sheet a visitor's first
 * write opens; and, behind the scenes, the outbox going out.
 */
export function AppLayout({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  useOutboxSender(user?.id ?? null);
  const [location] = useLocation();
  const keyboardOpen = useKeyboardOpen();
  const navHidden = keyboardOpen || hidesBottomNav(location);
  return (
    <div className={cn('flex min-h-dvh flex-col', navHidden ? NAV_HIDDEN : NAV_SHOWN)}>
      <SkipLink />
      <TopBar signedIn={user !== null} />
      <main
        id={MAIN_ID}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-4 pb-[calc(var(--nav-offset)+2rem)]"
      >
        <InstallBanner />
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <BottomNav hidden={navHidden} />
      <SignInSheetHost />
    </div>
  );
}
