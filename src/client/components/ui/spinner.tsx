import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex text-primary', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}

/** Fills the available space with a centred spinner (auth state and screen chunks loading). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center">
      <Spinner />
    </div>
  );
}
