import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

interface DraftNoticeProps {
  /** The draft was there when the screen opened (rather than being written now). */
  restored: boolean;
  onDiscard: () => void;
}

/** Tells the user their typing is kept on the phone, and lets them start over. */
export function DraftNotice({ restored, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-accent-soft py-1 pr-1 pl-3 text-sm">
      <Save aria-hidden className="size-4 shrink-0 text-accent" />
      <p className="flex-1">{t(restored ? 'createProduct.draftRestored' : 'createProduct.draftSaved')}</p>
      <Button variant="ghost" size="sm" className="shrink-0 underline" onClick={onDiscard}>
        {t('createProduct.discardDraft')}
      </Button>
    </div>
  );
}
