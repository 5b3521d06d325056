import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '#shared/format.ts';
import { PRODUCT_CONDITIONS, type ProductCondition, type ProductSort } from '#shared/products-constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import { NO_FILTERS, priceOf, type FilterChoices, type Listing } from '#client/features/home/home-params.ts';
import { defaultRadius, radiusOptions, radiusText } from '#client/features/home/radius.ts';
import filtersTexts from '#shared/locales/es/filters.json' with { type: 'json' };
import productConditionTexts from '#shared/locales/es/productCondition.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ filters: filtersTexts, productCondition: productConditionTexts, validation: validationTexts });

/** A titled group of chips (a fieldset, so the legend names every chip in it). */
function ChipGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

const LISTING_KEYS: Record<Listing, TextKey> = {
  all: 'filters.listing.all',
  mine: 'filters.listing.mine',
  favorites: 'filters.listing.favorites',
};

/** The orders offered: nearest only with a location. */
function sortOptions(located: boolean): ProductSort[] {
  const nearOrNew: ProductSort[] = located ? ['nearest', 'newest'] : ['newest'];
  return [...nearOrNew, 'price_asc', 'price_desc'];
}

/** The order the list has without a choice, searching or not: nearest first, newest without a location. */
const ownOrder = (located: boolean): ProductSort => (located ? 'nearest' : 'newest');

interface PriceDraft {
  min: string;
  max: string;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The price range typed so far: each bound a price or empty, the minimum not above the maximum. */
function priceRangeError(draft: PriceDraft): 'invalid' | 'order' | null {
  const min = draft.min.trim();
  const max = draft.max.trim();
  if ((min && priceOf(min) === undefined) || (max && priceOf(max) === undefined)) return 'invalid';
  const low = priceOf(min);
  const high = priceOf(max);
  return low !== undefined && high !== undefined && low > high ? 'order' : null;
}

function PriceRange({ draft, onChange }: { draft: PriceDraft; onChange: (draft: PriceDraft) => void }) {
  const { t } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const error = priceRangeError(draft);
  const invalid = error !== null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('filters.price.title')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            [minId, 'min', 'filters.price.min'],
            [maxId, 'max', 'filters.price.max'],
          ] as const
        ).map(([id, bound, labelKey]) => (
          <div key={bound} className="space-y-1">
            <label htmlFor={id} className="text-sm text-muted-foreground">
              {t(labelKey)}
            </label>
            <div className="relative">
              <span
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
              >
                $
              </span>
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                maxLength={11}
                value={draft[bound]}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(event) => onChange({ ...draft, [bound]: event.target.value })}
                className="pl-7"
              />
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error === 'order' ? 'validation.priceRangeInvalid' : 'validation.priceFilterInvalid')}
        </p>
      )}
    </fieldset>
  );
}

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choices: FilterChoices;
  onApply: (choices: FilterChoices) => void;
  located: boolean;
  unit: DistanceUnit;
  /** A visitor has no listings or favourites of their own to show. */
  signedIn: boolean;
}

/** The draft the sheet edits; applied as a whole with 'Ver resultados'. */
function SheetBody({
  choices,
  onApply,
  located,
  unit,
  signedIn,
}: Omit<FilterSheetProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(choices.listing);
  const [radius, setRadius] = useState(choices.radius ?? defaultRadius(unit));
  const [price, setPrice] = useState<PriceDraft>({
    min: priceText(choices.minPrice),
    max: priceText(choices.maxPrice),
  });
  const [conditions, setConditions] = useState<ProductCondition[]>(choices.conditions);
  const [sort, setSort] = useState(choices.sort ?? ownOrder(located));

  function toggleCondition(condition: ProductCondition) {
    setConditions((current) =>
      current.includes(condition) ? current.filter((each) => each !== condition) : [...current, condition],
    );
  }

  function clear() {
    setListing(NO_FILTERS.listing);
    setRadius(defaultRadius(unit));
    setPrice({ min: '', max: '' });
    setConditions([]);
    setSort(ownOrder(located));
  }

  function apply() {
    if (priceRangeError(price)) return;
    onApply({
      listing,
      radius: radius === defaultRadius(unit) ? undefined : radius,
      minPrice: priceOf(price.min.trim()),
      maxPrice: priceOf(price.max.trim()),
      conditions: PRODUCT_CONDITIONS.filter((condition) => conditions.includes(condition)),
      sort: sort === ownOrder(located) ? undefined : sort,
    });
  }

  return (
    <>
      <div className="space-y-5">
        {signedIn && (
          <ChipGroup legend={t('filters.listing.title')}>
            {(['all', 'mine', 'favorites'] as const).map((option) => (
              <ToggleChip key={option} pressed={listing === option} onPress={() => setListing(option)}>
                {t(LISTING_KEYS[option])}
              </ToggleChip>
            ))}
          </ChipGroup>
        )}
        {located && listing === 'all' && (
          <ChipGroup legend={t('filters.distance')}>
            {radiusOptions(unit).map((option) => (
              <ToggleChip key={option} pressed={radius === option} onPress={() => setRadius(option)}>
                {radiusText(t, option, unit)}
              </ToggleChip>
            ))}
          </ChipGroup>
        )}
        <PriceRange draft={price} onChange={setPrice} />
        <ChipGroup legend={t('filters.condition')}>
          {PRODUCT_CONDITIONS.map((condition) => (
            <ToggleChip
              key={condition}
              pressed={conditions.includes(condition)}
              onPress={() => toggleCondition(condition)}
            >
              {t(`productCondition.${condition}`)}
            </ToggleChip>
          ))}
        </ChipGroup>
        <ChipGroup legend={t('filters.sort.title')}>
          {sortOptions(located).map((option) => (
            <ToggleChip key={option} pressed={sort === option} onPress={() => setSort(option)}>
              {t(`filters.sort.${option}`)}
            </ToggleChip>
          ))}
        </ChipGroup>
      </div>
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t border-border bg-card px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button onClick={apply}>{t('filters.apply')}</Button>
      </div>
    </>
  );
}

/** One bottom sheet for every filter of the list: which products, distance, price, condition and order. */
export function FilterSheet({ open, onOpenChange, ...body }: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('filters.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('filters.description')}</DialogDescription>
        {open && <SheetBody {...body} />}
      </DialogContent>
    </Dialog>
  );
}
