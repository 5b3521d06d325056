import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSignInPath } from '#client/lib/return-path.ts';
import sharingTexts from '#shared/locales/es/sharing.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ sharing: sharingTexts });

/** A visitor's way in: sign in or create an account, then land back on this very link. */
export function VisitorCallToAction({ prompt }: { prompt: string }) {
  const { t } = useTranslation();
  const signIn = useSignInPath();
  return (
    <div className="space-y-2 rounded-2xl border border-border bg-card p-4">
      <p className="font-medium">{prompt}</p>
      <Link href={signIn} className={buttonClass({ className: 'w-full' })}>
        <LogIn aria-hidden className="size-5" />
        {t('sharing.signInOrRegister')}
      </Link>
    </div>
  );
}
