import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The floating 'publish' button, above the bottom navigation. */
export function AddProductButton() {
  const { t } = useTranslation();
  return (
    <Link
      href="/create-product"
      aria-label={t('marketplace.addProduct')}
      title={t('marketplace.addProduct')}
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Plus aria-hidden className="size-7" />
    </Link>
  );
}
