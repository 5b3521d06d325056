import { MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/format.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { shareLink, whatsAppShareUrl, type ShareContent } from '#client/lib/share.ts';
import { toast } from '#client/lib/toast.ts';
import sharingTexts from '#shared/locales/es/sharing.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ sharing: sharingTexts });

interface ShareListingButtonsProps {
  product: { id: number; title: string; price: string };
}

/** The listing's link with its title and price, as a message to a friend reads it. */
function shareContentOf(product: ShareListingButtonsProps['product'], origin: string): ShareContent {
  return {
    text: `${product.title} · ${formatPrice(product.price)}`,
    url: `${origin}/products/${product.id}`,
  };
}

/** Share a listing: the phone's share sheet (or a copied link), and straight to WhatsApp. */
export function ShareListingButtons({ product }: ShareListingButtonsProps) {
  const { t } = useTranslation();
  const content = shareContentOf(product, window.location.origin);

  async function share() {
    try {
      const outcome = await shareLink(content);
      if (outcome === 'copied') toast({ title: t('sharing.linkCopied') });
    } catch {
      toast({ variant: 'destructive', title: t('sharing.shareError') });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => void share()}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        <Share2 aria-hidden className="size-4" />
        {t('sharing.share')}
      </button>
      <a
        href={whatsAppShareUrl(content)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        <MessageCircle aria-hidden className="size-4 text-[#128c4a] dark:text-[#25d366]" />
        {t('sharing.whatsApp')}
        <span className="sr-only">{t('sharing.opensWhatsApp')}</span>
      </a>
    </div>
  );
}
