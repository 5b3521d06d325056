import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { discardEntry, useOutbox } from '#client/lib/offline/outbox.ts';
import type { QueuedListing } from '#client/lib/offline/outbox-entries.ts';
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offline: offlineTexts });

function PendingListing({ entry }: { entry: QueuedListing }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-dashed border-border bg-card p-3">
      <CloudUpload aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">
          {entry.listing.title} · {formatPrice(String(entry.listing.price))}
        </p>
        {entry.refusal === null ? (
          <p className="text-muted-foreground">{t('offline.pendingListing')}</p>
        ) : (
          <p className="text-destructive">{t('offline.refusedListing', { reason: entry.refusal })}</p>
        )}
      </div>
      {entry.refusal !== null && (
        <Button variant="outline" size="sm" onClick={() => void discardEntry(entry.id)}>
          {t('offline.discard')}
        </Button>
      )}
    </li>
  );
}

/** The listings the user made without a connection, until each is published (or refused and discarded). */
export function PendingListings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const pending = useOutbox(userId).filter((entry): entry is QueuedListing => entry.kind === 'listing');
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-listings" className="space-y-2">
      <h2 id="pending-listings" className="text-sm font-semibold">
        {t('offline.pendingListingsTitle')}
      </h2>
      <ul className="space-y-2">
        {pending.map((entry) => (
          <PendingListing key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
