import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useReturnPath, useSignInPath } from '#client/lib/return-path.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh">
      <PageSpinner />
    </div>
  );
}

interface ShellProps {
  children: ReactNode;
  /** A visitor reads the screen too (and signs in at their first write); without it, they are sent to sign in. */
  openToVisitors?: boolean;
}

/**
 * Every screen of the app, in the app layout: a spinner while the session loads; a visitor of a screen that is not
 * open to them goes to /auth (coming back here). Visitors and signed-in people share the one layout, so signing in
 * from the sheet keeps the screen mounted, and with it what the visitor typed.
 */
export function Shell({ children, openToVisitors = false }: ShellProps) {
  const { data: user, isPending } = useCurrentUser();
  const signIn = useSignInPath();
  if (isPending) return <FullPageSpinner />;
  if (!user && !openToVisitors) return <Redirect to={signIn} replace />;
  return <AppLayout user={user ?? null}>{children}</AppLayout>;
}

/** /auth: a signed-in user is sent home, or to the page sign-in was asked from (`next`). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const destination = useReturnPath();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Redirect to={destination} replace />;
  return <PublicLayout>{children}</PublicLayout>;
}
