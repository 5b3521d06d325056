import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';

/** Protected screens not built yet: their name and a short note, inside the app layout. */
export default function ComingSoonScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className="space-y-4 py-2">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
        <Construction aria-hidden className="size-10 text-primary" />
        <p className="text-muted-foreground">{t('common.comingSoon')}</p>
      </div>
    </div>
  );
}
