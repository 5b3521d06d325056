import {
  CircleCheck,
  Eye,
  Heart,
  ImageOff,
  Lock,
  MessageCircle,
  MoreVertical,
  Pencil,
  Trash2,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { MyListing } from '#shared/products.ts';
import type { MyListingStatus } from '#shared/products-constants.ts';
import type { SheetAction } from '#client/components/ui/action-sheet.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { productsQueryKey } from '#client/lib/query-keys.ts';
import { useProduct } from '#client/features/products/api/get-product.ts';
import type { DealDialogMode } from './deal-dialog.tsx';
import { PriceTag } from './price-tag.tsx';
import { RenewButton } from './renew-button.tsx';
import myListingsTexts from '#shared/locales/es/myListings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ myListings: myListingsTexts });

/* The sheets and dialogs load when the seller first opens one. */
const ActionSheet = lazy(() =>
  import('#client/components/ui/action-sheet.tsx').then((module) => ({ default: module.ActionSheet })),
);
const DealDialog = lazy(() => import('./deal-dialog.tsx').then((module) => ({ default: module.DealDialog })));
const DeleteProductDialog = lazy(() =>
  import('./delete-product-dialog.tsx').then((module) => ({ default: module.DeleteProductDialog })),
);

type Opened = DealDialogMode | 'delete' | 'more';

/** Reserving and selling pick among the people who wrote, which the full listing knows: it is fetched first. */
function LoadedDealDialog({
  productId,
  mode,
  onClose,
}: {
  productId: number;
  mode: DealDialogMode;
  onClose: () => void;
}) {
  const product = useProduct(productId);
  if (!product.data) return null;
  return <DealDialog product={product.data} mode={mode} open onOpenChange={(open) => !open && onClose()} />;
}

function Stats({ stats }: { stats: MyListing['stats'] }) {
  const { t } = useTranslation();
  const items = [
    { Icon: Eye, text: t('myListings.stats.views', { count: stats.views }) },
    { Icon: Heart, text: t('myListings.stats.favorites', { count: stats.favorites }) },
    { Icon: MessageCircle, text: t('myListings.stats.conversations', { count: stats.conversations }) },
  ];
  return (
    <ul
      aria-label={t('myListings.stats.label')}
      className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
    >
      {items.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-1">
          <Icon aria-hidden className="size-3.5" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** What the ⋮ sheet offers in each tab; the row shows edit and the tab's main action beside it. */
function sheetActions(status: MyListingStatus, t: TFunction, open: (what: Opened) => void): SheetAction[] {
  const reserve = { label: t('myListings.actions.reserve'), Icon: Lock, onSelect: () => open('reserve') };
  const remove = {
    label: t('myListings.actions.delete'),
    Icon: Trash2,
    onSelect: () => open('delete'),
    destructive: true,
  };
  return status === 'available' ? [reserve, remove] : [remove];
}

/** One own listing in the hub: photo, title, price, its views, favourites and chats, and what can be done with it. */
export function MyListingRow({ listing, status }: { listing: MyListing; status: MyListingStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const href = `/products/${listing.id}`;

  return (
    <article className="space-y-3 rounded-2xl border border-border bg-card p-3">
      <div className="flex gap-3">
        <Link
          href={href}
          tabIndex={-1}
          aria-hidden
          className="size-20 shrink-0 overflow-hidden rounded-xl bg-muted"
        >
          {listing.thumbnailUrl ? (
            <img src={listing.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden className="m-auto size-full p-6 text-muted-foreground" />
          )}
        </Link>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="line-clamp-2 text-sm leading-snug font-medium">
            <Link href={href} className="hover:underline">
              {listing.title}
            </Link>
          </h2>
          <PriceTag product={listing} size="card" />
          <Stats stats={listing.stats} />
        </div>
      </div>
      {status !== 'sold' && (
        <div className="flex items-center gap-2">
          {status === 'expired' && <RenewButton productId={listing.id} />}
          <Link href={`${href}/edit`} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden className="size-4" />
            {t('myListings.actions.edit')}
          </Link>
          {status !== 'expired' && (
            <Button variant="outline" size="sm" onClick={() => setOpened('sell')}>
              <CircleCheck aria-hidden className="size-4" />
              {t('myListings.actions.sell')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto"
            aria-label={t('myListings.actions.more', { title: listing.title })}
            onClick={() => setOpened('more')}
          >
            <MoreVertical aria-hidden className="size-5" />
          </Button>
        </div>
      )}
      <Suspense fallback={null}>
        {opened === 'more' && (
          <ActionSheet
            open
            onOpenChange={(open) => !open && close()}
            title={listing.title}
            actions={sheetActions(status, t, setOpened)}
          />
        )}
        {(opened === 'sell' || opened === 'reserve') && (
          <LoadedDealDialog productId={listing.id} mode={opened} onClose={close} />
        )}
        {opened === 'delete' && (
          <DeleteProductDialog
            productId={listing.id}
            open
            onOpenChange={(open) => !open && close()}
            onDeleted={() => void queryClient.invalidateQueries({ queryKey: productsQueryKey })}
          />
        )}
      </Suspense>
    </article>
  );
}
