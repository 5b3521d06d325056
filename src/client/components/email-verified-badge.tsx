import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import verifyEmailTexts from '#shared/locales/es/verifyEmail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ verifyEmail: verifyEmailTexts });

/**
 * The person opened the link mailed to their address. Its own icon and words: the "Verificado" badge means a
 * national ID check, a stronger claim. `compact` is the icon alone (still named for screen readers), for tight rows.
 */
export function EmailVerifiedBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const label = t('verifyEmail.badge');
  if (compact) {
    return (
      <span role="img" aria-label={label} title={label} className="inline-flex shrink-0 text-accent">
        <MailCheck aria-hidden className="size-4" />
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-foreground">
      <MailCheck aria-hidden className="size-4 text-accent" />
      {label}
    </span>
  );
}
