import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LocateFixed, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ProductSummary } from '#shared/products.ts';
import { Button, CloseButton } from '#client/components/ui/button.tsx';
import { Dialog, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { keepDialogOpenForToast } from '#client/components/ui/toaster.tsx';
import { useBrowsingCentre } from '#client/lib/browsing-centre.ts';
import { requestLocation } from '#client/lib/geolocation.ts';
import { FALLBACK_CENTER, MAP_ZOOM, type LeafletMap } from '#client/lib/map/leaflet.ts';
import { userLocationIcon } from '#client/lib/map/markers.ts';
import { MAP_LAYERS, type MapLayer } from '#client/lib/map/tiles.ts';
import { useLeafletMap } from '#client/lib/map/use-leaflet-map.ts';
import { useResolvedTheme } from '#client/lib/theme.ts';
import { mappableProducts } from '#client/features/map/mappable-products.ts';
import { MapSelectedCard } from './map-selected-card.tsx';
import { MapStatus } from './map-status.tsx';
import { OfflineMapNote } from './offline-map-note.tsx';
import { useProductAreas } from '#client/features/map/use-product-areas.ts';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import productMapTexts from '#shared/locales/es/productMap.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts, productMap: productMapTexts });

interface LayerSelectProps {
  value: MapLayer;
  onChange: (layer: MapLayer) => void;
}

/** Light and dark, both the configured tiles (docs/decisions/0008-map-layers.md). */
function LayerSelect({ value, onChange }: LayerSelectProps) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="ml-auto flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t('productMap.layer')}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const layer = MAP_LAYERS.find((option) => option === event.target.value);
          if (layer) onChange(layer);
        }}
        className="min-h-11 max-w-44 rounded-xl border border-input bg-card px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {MAP_LAYERS.map((layer) => (
          <option key={layer} value={layer}>
            {t(`productMap.layers.${layer}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

const ZOOM_BUTTON =
  'inline-flex size-11 items-center justify-center text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/** 'Acercarse' and 'Alejarse', over the map's top right corner where map users look for them. */
function ZoomButtons({ map }: { map: LeafletMap | null }) {
  const { t } = useTranslation();
  return (
    <div className="absolute top-3 right-3 z-10 flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-md">
      <button
        type="button"
        className={ZOOM_BUTTON}
        aria-label={t('productMap.zoomIn')}
        title={t('productMap.zoomIn')}
        disabled={!map}
        onClick={() => map?.zoomIn()}
      >
        <Plus aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        className={ZOOM_BUTTON}
        aria-label={t('productMap.zoomOut')}
        title={t('productMap.zoomOut')}
        disabled={!map}
        onClick={() => map?.zoomOut()}
      >
        <Minus aria-hidden className="size-5" />
      </button>
    </div>
  );
}

/** The map with its toolbar; mounted while the dialog is open, so the Leaflet map lives exactly as long. */
function ProductMap({ products }: { products: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { centre, location } = useBrowsingCentre();
  const user = centre.source === 'device' ? centre.point : null;
  const theme = useResolvedTheme();
  const [layer, setLayer] = useState<MapLayer>(theme);
  const { containerRef, status, L, map, tilesUnavailable, retry } = useLeafletMap({
    view: centre.point
      ? { center: [centre.point.latitude, centre.point.longitude], zoom: MAP_ZOOM.withLocation }
      : { center: FALLBACK_CENTER, zoom: MAP_ZOOM.withoutLocation },
    layer,
  });
  const userLatitude = user?.latitude;
  const userLongitude = user?.longitude;
  const centreLatitude = centre.point?.latitude;
  const centreLongitude = centre.point?.longitude;
  const mapped = useMemo(
    () =>
      mappableProducts(
        products,
        centreLatitude === undefined || centreLongitude === undefined
          ? null
          : { latitude: centreLatitude, longitude: centreLongitude },
      ),
    [products, centreLatitude, centreLongitude],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = mapped.find(({ product }) => product.id === selectedId)?.product;

  useProductAreas({
    L,
    map,
    mapped,
    selectedId,
    onSelect: setSelectedId,
    onOpenDetails: (productId) => navigate(`/products/${productId}`),
  });

  // The user's pulsing marker; the first time the position becomes known while open, the map centres on it.
  const centredOnUser = useRef(user !== null);
  useEffect(() => {
    if (!L || !map || userLatitude === undefined || userLongitude === undefined) return;
    const point: [number, number] = [userLatitude, userLongitude];
    const marker = L.marker(point, { icon: userLocationIcon(L), interactive: false, keyboard: false }).addTo(
      map,
    );
    if (!centredOnUser.current) {
      centredOnUser.current = true;
      map.setView(point, MAP_ZOOM.withLocation);
    }
    return () => {
      marker.remove();
    };
  }, [L, map, userLatitude, userLongitude]);

  function centreOnMe() {
    if (!map || !user) {
      requestLocation({ force: true });
      return;
    }
    map.setView([user.latitude, user.longitude], MAP_ZOOM.focus);
  }

  return (
    <>
      <header className="flex items-center gap-2 border-b border-border px-4 py-2">
        <DialogTitle className="pr-0">{t('productMap.title')}</DialogTitle>
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-primary px-2 py-0.5 text-sm font-bold text-primary-foreground">
          <span aria-hidden>{mapped.length}</span>
          <span className="sr-only">{t('productMap.count', { count: mapped.length })}</span>
        </span>
        <DialogPrimitive.Close asChild>
          <CloseButton label={t('productMap.close')} className="ml-auto" />
        </DialogPrimitive.Close>
      </header>
      <DialogDescription className="sr-only">{t('productMap.description')}</DialogDescription>
      <div className="flex items-center gap-2 px-4 py-2">
        <Button variant="outline" size="sm" onClick={centreOnMe} disabled={location.status === 'loading'}>
          <LocateFixed aria-hidden className="size-4" />
          {t('productMap.myLocation')}
        </Button>
        {!tilesUnavailable && <LayerSelect value={layer} onChange={setLayer} />}
      </div>
      {centre.source === 'none' && (
        <p role="status" className="bg-accent-soft px-4 py-2 text-sm font-medium">
          {t('marketplace.location.banner')}
        </p>
      )}
      <div className="relative min-h-0 flex-1">
        <div ref={containerRef} className="isolate z-0 size-full" />
        <ZoomButtons map={map} />
        <OfflineMapNote show={tilesUnavailable} />
        <MapStatus status={status} onRetry={retry} />
        {selected && <MapSelectedCard product={selected} onDismiss={() => setSelectedId(null)} />}
      </div>
    </>
  );
}

interface ProductMapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listed products; those without valid coordinates are left off the map. */
  products: readonly ProductSummary[];
}

/**
 * 'Mapa de Productos': nearly the whole phone screen, three quarters of a larger one. Lazy-loaded;
 * Leaflet itself loads when the dialog opens.
 */
export default function ProductMapDialog({ open, onOpenChange, products }: ProductMapDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className={
            'fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl ' +
            'focus-visible:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-3/4 sm:w-3/4 sm:-translate-x-1/2 sm:-translate-y-1/2'
          }
          onInteractOutside={keepDialogOpenForToast}
        >
          <ProductMap products={products} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
