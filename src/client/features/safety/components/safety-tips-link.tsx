import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { SAFETY_PATH } from '#client/features/safety/safety-tips.ts';
import safetyTexts from '#shared/locales/es/safety.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ safety: safetyTexts });

interface SafetyTipsLinkProps {
  /** Only the shield, named for screen readers: for a crowded header. */
  compact?: boolean;
  className?: string;
}

/** A quiet way to the safety tips, wherever people arrange a sale. */
export function SafetyTipsLink({ compact = false, className }: SafetyTipsLinkProps) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Link
        href={SAFETY_PATH}
        aria-label={t('safety.link')}
        title={t('safety.link')}
        className={buttonClass({
          variant: 'ghost',
          size: 'icon',
          className: cn('text-muted-foreground', className),
        })}
      >
        <ShieldCheck aria-hidden className="size-5" />
      </Link>
    );
  }
  return (
    <Link
      href={SAFETY_PATH}
      className={buttonClass({ variant: 'link', size: 'inline', className: cn('gap-1.5', className) })}
    >
      <ShieldCheck aria-hidden className="size-4" />
      {t('safety.link')}
    </Link>
  );
}
