import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh">
      <PageSpinner />
    </div>
  );
}

/** Signed-in screens: a spinner while the session loads, /auth without a user, else the app layout. */
export function Protected({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <AppLayout user={user}>{children}</AppLayout>;
}

/** /auth: a signed-in user is sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Redirect to="/" replace />;
  return <PublicLayout>{children}</PublicLayout>;
}
