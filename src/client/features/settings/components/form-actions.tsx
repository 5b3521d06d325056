import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ settings: settingsTexts });

interface FormActionsProps {
  /** Catalog key of the submit label; it says "Guardando…" while pending. */
  submitKey: TextKey;
  pending: boolean;
  onCancel: () => void;
}

/** Save on top and Cancel under it on phones (long labels fit), side by side from `sm` up. */
export function FormActions({ submitKey, pending, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        {t('settings.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {t(pending ? 'settings.saving' : submitKey)}
      </Button>
    </div>
  );
}
