import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferAmountInput } from '#shared/deals.ts';
import { formatPrice } from '#shared/format.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import type { OfferFields } from '#client/features/conversations/offer-validation.ts';
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offers: offersTexts });

const validation = lazyResolver(() =>
  import('#client/features/conversations/offer-validation.ts').then((module) => module.offerFieldsResolver),
);

const EMPTY: OfferFields = { amount: '' };

interface OfferAmountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** The listing's price, shown for reference. */
  listedPrice: string | null;
  /** Sends the amount; a failure keeps the dialog open with the amount typed and says why. */
  onSend: (input: OfferAmountInput) => Promise<unknown>;
}

/**
 * Asks for an amount in dollars (cents allowed) for an offer or a counteroffer. It stays mounted with its chat, so
 * closing it keeps what was typed; a failed send keeps it too and shows the server's reason; success clears it.
 */
export function OfferAmountDialog(props: OfferAmountDialogProps) {
  const { open, onOpenChange, title, description, submitLabel, listedPrice, onSend } = props;
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const priceId = `${fieldId}-price`;
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const error = errorText(t, errors.amount);
  const describedBy = [error && errorId, listedPrice && priceId].filter(Boolean).join(' ') || undefined;

  function changeOpen(next: boolean) {
    setFailure(null);
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setFailure(null);
    try {
      await onSend({ amount });
    } catch (cause) {
      applyServerErrors(cause, ['amount'], form.setError);
      setFailure(errorMessage(cause) ?? t('offers.tryAgain'));
      return;
    }
    form.reset(EMPTY);
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      onSubmit={onSubmit}
      onFocus={validation.preload}
      cancelLabel={t('offers.cancel')}
      submitLabel={isSubmitting ? t('offers.sending') : submitLabel}
      pending={isSubmitting}
    >
      {failure && (
        <Alert variant="destructive" title={t('offers.sendError')}>
          {failure}
        </Alert>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>{t('offers.amountLabel')}</Label>
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-lg font-semibold text-muted-foreground"
          >
            $
          </span>
          <Input
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            readOnly={isSubmitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="pl-7 text-lg font-semibold"
            {...form.register('amount')}
          />
        </div>
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
        {listedPrice && (
          <p id={priceId} className="text-sm text-muted-foreground">
            {t('offers.listedPrice', { price: formatPrice(listedPrice) })}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
