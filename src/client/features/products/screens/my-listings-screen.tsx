import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { MY_LISTING_STATUSES, type MyListingStatus } from '#shared/products-constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { SkeletonCards, SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useMyListings } from '#client/features/products/api/list-my-listings.ts';
import { MyListingRow } from '#client/features/products/components/my-listing-row.tsx';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import myListingsTexts from '#shared/locales/es/myListings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts, myListings: myListingsTexts });

const MY_LISTINGS_PATH = '/me/listings';

/** The tab in the address (`?status=reserved`), so that back and a shared link keep it; En venta without one. */
function statusOf(search: string): MyListingStatus {
  const asked = new URLSearchParams(search).get('status');
  return MY_LISTING_STATUSES.find((status) => status === asked) ?? 'available';
}

function ListingsOf({ status }: { status: MyListingStatus }) {
  const { t } = useTranslation();
  const listings = useMyListings(status);
  if (listings.isPending) {
    return (
      <SkeletonCards
        label={t('common.loading')}
        count={3}
        className="space-y-3"
        cardClassName="flex gap-3 p-3"
      >
        <div className="size-20 shrink-0 animate-pulse rounded-xl bg-muted" />
        <SkeletonLines lines={['h-4 w-3/4', 'h-4 w-1/4', 'h-3 w-2/3']} className="flex-1 space-y-2" />
      </SkeletonCards>
    );
  }
  if (listings.isError) return <ListError error={listings.error} onRetry={() => void listings.refetch()} />;
  if (listings.data.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={t(`myListings.empty.${status}.title`)}
        description={t(`myListings.empty.${status}.description`)}
        action={
          status === 'available' && (
            <Link href="/create-product" className={buttonClass()}>
              {t('myListings.sellSomething')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {listings.data.map((listing) => (
        <li key={listing.id}>
          <MyListingRow listing={listing} status={status} />
        </li>
      ))}
    </ul>
  );
}

/** /me/listings: the seller hub, their listings by status with the interest each drew and its actions. */
export default function MyListingsScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const status = statusOf(useSearch());
  useDocumentTitle(t('myListings.title'));
  const tabs = MY_LISTING_STATUSES.map((value) => ({ value, label: t(`myListings.tabs.${value}`) }));
  return (
    <div className="space-y-4 py-2">
      <h1 className="text-2xl font-bold tracking-tight">{t('myListings.title')}</h1>
      <Tabs
        label={t('myListings.tabsLabel')}
        items={tabs}
        value={status}
        onChange={(next) =>
          navigate(next === 'available' ? MY_LISTINGS_PATH : `${MY_LISTINGS_PATH}?status=${next}`, {
            replace: true,
          })
        }
      >
        <ListingsOf status={status} />
      </Tabs>
    </div>
  );
}
