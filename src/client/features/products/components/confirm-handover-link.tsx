import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

/** At the meetup: the way to the screen where the seller enters or scans the buyer's handover code. */
export function ConfirmHandoverLink({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link href={`/products/${productId}/handover`} className={buttonClass({ className })}>
      <PackageCheck aria-hidden className="size-5" />
      {t('deal.confirmHandover')}
    </Link>
  );
}
