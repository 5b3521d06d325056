import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealPerson } from '#shared/deals.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { ChoiceGroup, RadioCard } from '#client/components/ui/choice-group.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { errorMessage } from '#client/lib/api.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

/** The choice for a sale to someone outside Cerquita. */
export const OUTSIDE = 'outside';

function Option({ value, checked, onChange, children }: OptionProps) {
  return (
    <RadioCard size="lg" name="buyer" value={value} checked={checked} onChange={() => onChange(value)}>
      {children}
    </RadioCard>
  );
}

interface OptionProps {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

interface BuyerPickerProps {
  buyers: { data?: DealPerson[]; isPending: boolean; error: unknown };
  /** A buyer's id as text, OUTSIDE, or '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** Offer 'Alguien fuera de Cerquita' (a sale may go outside; a reservation may not). */
  outside: boolean;
}

/** The people who wrote about the listing as radio buttons (picture and name), most recent first. */
export function BuyerPicker({ buyers, value, onChange, outside }: BuyerPickerProps) {
  const { t } = useTranslation();
  if (buyers.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('deal.loadingBuyers')}</span>
        <SkeletonLines className="space-y-2" lines={['h-14 w-full', 'h-14 w-full']} />
      </div>
    );
  }
  const people = buyers.data ?? [];
  return (
    <ChoiceGroup legend={t('deal.buyers')}>
      {buyers.error !== null && (
        <Alert variant="destructive" title={t('deal.buyersError')}>
          {errorMessage(buyers.error) && <p>{errorMessage(buyers.error)}</p>}
        </Alert>
      )}
      {buyers.error === null && people.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Users aria-hidden className="size-4 shrink-0" />
          {t('deal.noBuyers')}
        </p>
      )}
      {people.map((person) => (
        <Option
          key={person.id}
          value={String(person.id)}
          checked={value === String(person.id)}
          onChange={onChange}
        >
          <Avatar name={person.displayName} imageUrl={person.profileImageUrl} />
          <span className="min-w-0 truncate font-medium">{person.displayName}</span>
        </Option>
      ))}
      {outside && (
        <Option value={OUTSIDE} checked={value === OUTSIDE} onChange={onChange}>
          <span className="font-medium">{t('deal.outside')}</span>
        </Option>
      )}
    </ChoiceGroup>
  );
}
