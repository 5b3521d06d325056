import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CONDITIONS } from '#shared/products-constants.ts';
import { Label } from '#client/components/ui/label.tsx';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import productConditionTexts from '#shared/locales/es/productCondition.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts, productCondition: productConditionTexts });

interface ConditionFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** Already translated. */
  error?: string;
}

/** The conditions (new, like new, good, fair, poor) with their translated names; none chosen at first. */
export function ConditionField({ error, ...selectProps }: ConditionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('createProduct.conditionLabel')}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block min-h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-[invalid=true]:border-destructive"
        {...selectProps}
      >
        <option value="">{t('createProduct.conditionPlaceholder')}</option>
        {PRODUCT_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`productCondition.${condition}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
