import { lazy, Suspense, useState } from 'react';
import { useSignInSheetOpen } from '#client/features/auth/components/sign-in-first.ts';

const SignInSheet = lazy(() =>
  import('./sign-in-sheet.tsx').then((module) => ({ default: module.SignInSheet })),
);

/**
 * Where the sign-in sheet lives, once in the layout. Its forms load when a visitor first needs them, not with the
 * page; from then on it stays mounted, so it opens and closes as a dialog does.
 */
export function SignInSheetHost() {
  const open = useSignInSheetOpen();
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SignInSheet open={open} />
    </Suspense>
  );
}
