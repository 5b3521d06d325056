import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import adminTexts from '#shared/locales/es/admin.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ admin: adminTexts });

/** /admin tells a signed-in user who is not an administrator why nothing is here. */
export function RestrictedNotice() {
  const { t } = useTranslation();
  return (
    <Card className="text-center">
      <CardHeader>
        <ShieldX aria-hidden className="mx-auto mb-2 size-10 text-destructive" />
        <CardTitle as="h1">{t('admin.restricted.title')}</CardTitle>
        <CardDescription>{t('admin.restricted.description')}</CardDescription>
      </CardHeader>
      <Link href="/" className={buttonClass({ className: 'w-full' })}>
        {t('admin.restricted.backHome')}
      </Link>
    </Card>
  );
}
