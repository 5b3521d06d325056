import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from 'lucide-react';
import { groupedHandoverCode } from '#shared/deals-constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { hasStatus } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { useHandover } from '#client/features/products/api/handover.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

const untilText = (expiresAt: string) =>
  new Date(expiresAt).toLocaleString(currentLanguage(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The reserved buyer's "Código de entrega": six big digits grouped "123 456" to read aloud, and their QR (on white,
 * so that cameras read it in the dark theme too) for the seller to scan at the meetup. `compact` (the chat, with little
 * room) shows the digits on one line and the QR on a tap.
 */
export function HandoverCodeCard({
  productId,
  sellerName,
  compact = false,
}: {
  productId: number;
  sellerName: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [qrShown, setQrShown] = useState(!compact);
  const handover = useHandover(productId, true);
  if (handover.isPending) return null;
  // Refused: the reservation is someone else's (a buyer's chat cannot tell), or ended meanwhile.
  if (handover.isError && hasStatus(handover.error, 403)) return null;
  if (handover.isError) return <p className="text-sm text-muted-foreground">{t('deal.handoverCodeError')}</p>;
  const { code, qr, expiresAt } = handover.data;
  if (!qrShown) {
    return (
      <section
        aria-label={t('deal.handoverCode')}
        className="flex items-center justify-between gap-2 rounded-xl border-2 border-accent bg-card px-3 py-1"
      >
        <span className="min-w-0 text-xs font-semibold text-muted-foreground uppercase">
          {t('deal.handoverCode')}
        </span>
        <span className="shrink-0 font-mono text-2xl font-bold whitespace-nowrap tabular-nums">
          {groupedHandoverCode(code)}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 shrink-0 whitespace-nowrap"
          onClick={() => setQrShown(true)}
        >
          <QrCode aria-hidden className="size-5" />
          {t('deal.showQr')}
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="handover-code-title"
      className="space-y-3 rounded-2xl border-2 border-accent bg-card p-4 text-center"
    >
      <h2
        id="handover-code-title"
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('deal.handoverCode')}
      </h2>
      <p className="font-mono text-5xl font-bold tracking-wider text-foreground tabular-nums">
        {groupedHandoverCode(code)}
      </p>
      <img
        src={qr}
        alt={t('deal.handoverCodeQr')}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-xl bg-white p-1"
      />
      <p className="text-sm">{t('deal.handoverCodeHint', { name: sellerName })}</p>
      <p className="text-xs text-muted-foreground">
        {t('deal.handoverCodeValid', { date: untilText(expiresAt) })}
      </p>
    </section>
  );
}
