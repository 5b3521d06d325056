import { Heart, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import type { Listing } from '#client/features/home/home-params.ts';

const OPTIONS = [
  { listing: 'mine', labelKey: 'marketplace.listing.mine', Icon: Store },
  { listing: 'favorites', labelKey: 'marketplace.listing.favorites', Icon: Heart },
] as const;

interface ListingSwitchProps {
  value: Listing;
  onChange: (listing: Listing) => void;
}

/** 'Mis publicaciones' and 'Favoritos': each switches the list to that view, pressed again back to all products. */
export function ListingSwitch({ value, onChange }: ListingSwitchProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('marketplace.listing.label')} className="flex gap-2">
      {OPTIONS.map(({ listing, labelKey, Icon }) => {
        const pressed = value === listing;
        return (
          <button
            key={listing}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? 'all' : listing)}
            className={cn(
              'inline-flex min-h-10 items-center gap-1.5 rounded-xl border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-accent bg-accent-soft text-foreground'
                : 'border-border bg-card text-foreground hover:bg-muted',
            )}
          >
            <Icon aria-hidden className={cn('size-4', pressed && 'text-accent')} />
            {t(labelKey)}
          </button>
        );
      })}
    </div>
  );
}
