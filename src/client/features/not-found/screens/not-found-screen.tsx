import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import notFoundTexts from '#shared/locales/es/notFound.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ notFound: notFoundTexts });

/** Any unknown path (public): '404 Page Not Found' in English, its Spanish rendering in Spanish. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <MapPinOff aria-hidden className="size-14 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link href="/" className={buttonClass()}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
