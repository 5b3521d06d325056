import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ResultCard } from '#client/components/ui/result-card.tsx';
import adminTexts from '#shared/locales/es/admin.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ admin: adminTexts });

/** /admin tells a signed-in user who is not an administrator why nothing is here. */
export function RestrictedNotice() {
  const { t } = useTranslation();
  return (
    <ResultCard
      Icon={ShieldX}
      outcome="failed"
      title={t('admin.restricted.title')}
      message={t('admin.restricted.description')}
    >
      <Link href="/" className={buttonClass({ className: 'w-full' })}>
        {t('admin.restricted.backHome')}
      </Link>
    </ResultCard>
  );
}
