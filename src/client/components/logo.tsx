import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

/** The brand mark with the product name, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl text-lg font-bold tracking-tight',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <MapPin aria-hidden className="size-5" strokeWidth={2.5} />
      </span>
      {t('common.appName')}
    </Link>
  );
}
