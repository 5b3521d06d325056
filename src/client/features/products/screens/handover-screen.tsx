import { Lock, ScanLine, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Product } from '#shared/products.ts';
import { AppBar } from '#client/components/app-bar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { toast } from '#client/lib/toast.ts';
import { useConfirmHandover } from '#client/features/products/api/handover.ts';
import { LoadedProduct } from '#client/features/products/components/loaded-product.tsx';
import { ProductUnavailable } from '#client/features/products/components/product-unavailable.tsx';
import { handoverCodeIn } from '#client/features/products/handover/read-code.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

/** The camera and its QR reading load when the seller taps 'Escanear QR'. */
const QrScanner = lazy(() =>
  import('#client/features/products/handover/qr-scanner.tsx').then((module) => ({
    default: module.QrScanner,
  })),
);

/** "123 456" as the seller types it: digits only, a space after the third. */
const typedCode = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 6)
    .replace(/^(\d{3})(\d)/, '$1 $2');

function ConfirmHandover({ product, buyerName }: { product: Product; buyerName: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const linked = handoverCodeIn(new URLSearchParams(useSearch()).get('code') ?? '');
  const [code, setCode] = useState(typedCode(linked ?? ''));
  const [error, setError] = useState<string>();
  const [scanning, setScanning] = useState(false);
  const confirm = useConfirmHandover();
  const onScanned = useCallback((scanned: string) => {
    setCode(typedCode(scanned));
    setScanning(false);
  }, []);

  // Awaited: the answer (the product, sold) replaces this screen's reservation, before mutate's callbacks would run.
  async function confirmCode() {
    setError(undefined);
    try {
      await confirm.mutateAsync({ productId: product.id, code });
      toast({ title: t('deal.handoverSuccess', { name: buyerName }) });
      navigate(`/products/${product.id}`, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure) ?? t('deal.handoverError'));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirmCode();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-muted-foreground">{t('deal.confirmHandoverDescription', { name: buyerName })}</p>
      <TextField
        label={t('deal.handoverCode')}
        value={code}
        onChange={(event) => setCode(typedCode(event.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123 456"
        error={error}
        className="min-h-16! text-center font-mono text-4xl! font-bold tracking-widest tabular-nums"
      />
      {scanning ? (
        <div className="space-y-2">
          <Suspense fallback={null}>
            <QrScanner onCode={onScanned} />
          </Suspense>
          <Button type="button" variant="outline" className="w-full" onClick={() => setScanning(false)}>
            <X aria-hidden className="size-5" />
            {t('deal.stopScan')}
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" className="w-full" onClick={() => setScanning(true)}>
          <ScanLine aria-hidden className="size-5" />
          {t('deal.scanQr')}
        </Button>
      )}
      <Button
        type="submit"
        className="min-h-12 w-full text-base"
        disabled={confirm.isPending || code.length < 7}
      >
        {t(confirm.isPending ? 'deal.confirming' : 'deal.confirm')}
      </Button>
    </form>
  );
}

function HandoverOf({ product, viewerId }: { product: Product; viewerId: number | null }) {
  const { t } = useTranslation();
  if (product.sellerId !== viewerId) {
    return (
      <ProductUnavailable
        icon={Lock}
        title={t('deal.confirmHandover')}
        description={t('deal.handoverOnlySeller')}
      />
    );
  }
  if (product.status !== 'reserved' || !product.reservedFor) {
    return (
      <ProductUnavailable
        icon={Lock}
        title={t('deal.confirmHandover')}
        description={t('deal.handoverNotReserved')}
      />
    );
  }
  return (
    <div className="mx-auto max-w-md space-y-4">
      <AppBar parent={`/products/${product.id}`} title={t('deal.confirmHandover')} />
      <p className="truncate font-semibold">{product.title}</p>
      <ConfirmHandover product={product} buyerName={product.reservedFor.displayName} />
    </div>
  );
}

/**
 * /products/{id}/handover, the seller's side of the meetup: the buyer's code typed, or read from their QR with the
 * camera, sells the product to them, confirmed. The QR's link opens it with the code filled in (`?code=`).
 */
export default function HandoverScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('deal.confirmHandover'));
  return (
    <LoadedProduct>
      {(product, viewerId) => <HandoverOf product={product} viewerId={viewerId} />}
    </LoadedProduct>
  );
}
