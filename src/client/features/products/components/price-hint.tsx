import { Lightbulb } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/format.ts';
import type { PriceHint as Hint } from '#shared/price-hints.ts';
import { PRICE_HINT_WORDS_MAX } from '#shared/price-hints-constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { PriceHintAsk } from '#client/lib/query-keys.ts';
import { useDebounced } from '#client/lib/use-debounced.ts';
import { usePriceHint } from '#client/features/products/api/get-price-hint.ts';
import type { ProductForm } from './product-form-fields.tsx';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

/** The title is asked about once typing pauses this long. */
const TITLE_PAUSE_MS = 600;
/** Points this close (about 100 m) share an answer: 25 km around them hold the same listings. */
const PLACE_DECIMALS = 3;

const rounded = (value: number) => Number(value.toFixed(PLACE_DECIMALS));

/** The category and place the form holds, once both are chosen. */
function placeAsk(categoryId: unknown, latitude: unknown, longitude: unknown) {
  const category = Number(categoryId);
  if (!Number.isInteger(category) || category <= 0) return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { categoryId: category, latitude: rounded(latitude), longitude: rounded(longitude) };
}

type Quartiles = Required<Hint>;
const hasQuartiles = (hint: Hint | undefined): hint is Quartiles => hint?.median !== undefined;

/**
 * "Precio sugerido" under the price: what listings like this one go for within 25 km. Asked first for listings whose
 * titles have this title's words, then, when fewer than 5 are, for the whole category. Never blocks typing: the title
 * is asked about once typing pauses, and nothing shows until an answer has come.
 */
export function PriceHint({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const [title, categoryId, latitude, longitude] = useWatch({
    control: form.control,
    name: ['title', 'categoryId', 'meetupLatitude', 'meetupLongitude'],
  });
  const words = useDebounced(title.trim().slice(0, PRICE_HINT_WORDS_MAX), TITLE_PAUSE_MS);
  const place = placeAsk(categoryId, latitude, longitude);
  const byWords = usePriceHint(place && words ? { ...place, words } : null);
  // A cleared title's last answer stays as the placeholder: only a title's own answer counts.
  const wordsHint = words ? byWords.data : undefined;
  const wordsTooFew = !words || (wordsHint !== undefined && !hasQuartiles(wordsHint));
  const ask: PriceHintAsk | null = place && wordsTooFew ? { ...place, words: '' } : null;
  const byCategory = usePriceHint(ask);
  if (!place) return null;

  const hint = hasQuartiles(wordsHint) ? wordsHint : ask && byCategory.data;
  const basis = hint === wordsHint ? 'createProduct.priceHintSimilar' : 'createProduct.priceHintCategory';
  if (!hint) return null;
  if (!hasQuartiles(hint))
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('createProduct.priceHintTooFew')}
      </p>
    );
  const median = formatPrice(hint.median);
  return (
    <div role="status" className="flex gap-3 rounded-xl bg-accent-soft pt-2 pr-3 pl-3 text-sm">
      <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {t('createProduct.priceHint', { low: formatPrice(hint.low), high: formatPrice(hint.high) })}
        </p>
        <p>{t(basis, { median, total: hint.count })}</p>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 underline"
          onClick={() => form.setValue('price', hint.median, { shouldDirty: true, shouldValidate: true })}
        >
          {t('createProduct.priceHintUse', { median })}
        </Button>
      </div>
    </div>
  );
}
