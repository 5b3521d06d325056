import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '#client/components/ui/dialog.tsx';
import { LanguageSection } from '#client/features/settings/components/language-section.tsx';
import { ThemeSection } from '#client/features/settings/components/theme-section.tsx';
import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

/** The visitor's menu: the same language and theme sections as /settings. */
export function VisitorMenuDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{t('nav.visitorMenu')}</DialogTitle>
        <LanguageSection />
        <ThemeSection />
      </DialogContent>
    </Dialog>
  );
}
