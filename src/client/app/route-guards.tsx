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

interface ProtectedProps {
  children: ReactNode;
  /** What a visitor sees instead (a shared link's read-only view); without it, sign-in. */
  visitor?: ReactNode;
}

/**
 * Signed-in screens: a spinner while the session loads; without a user the visitor's view or /auth (coming back here);
 * else the app layout.
 */
export function Protected({ children, visitor }: ProtectedProps) {
  const { data: user, isPending } = useCurrentUser();
  const signIn = useSignInPath();
  if (isPending) return <FullPageSpinner />;
  if (!user && visitor) return <PublicLayout>{visitor}</PublicLayout>;
  if (!user) return <Redirect to={signIn} replace />;
  return <AppLayout user={user}>{children}</AppLayout>;
}

/** /auth: a signed-in user is sent home, or to the page sign-in was asked from (`next`). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const destination = useReturnPath();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Redirect to={destination} replace />;
  return <PublicLayout>{children}</PublicLayout>;
}
