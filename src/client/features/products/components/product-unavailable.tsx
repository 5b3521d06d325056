import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

interface ProductUnavailableProps {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The product screen's not-found states (invalid id, product not found, user not found), each with a way home. */
export function ProductUnavailable({ icon: Icon, title, description }: ProductUnavailableProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <Icon aria-hidden className="size-14 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Link href="/" className={buttonClass()}>
        {t('productDetail.backHome')}
      </Link>
    </div>
  );
}
