import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';
import { addTexts, changeLanguage } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { segmentColors } from './ui/segment.ts';
import languageTexts from '#shared/locales/es/language.json' with { type: 'json' };

addTexts({ language: languageTexts });

/** ES | EN segmented switch; the choice is stored and sets <html lang> (lib/i18n.ts). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();

  function choose(language: Language) {
    changeLanguage(language).catch(() => toast({ variant: 'destructive', title: t('language.error') }));
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex rounded-xl bg-muted p-0.5', className)}
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => choose(language)}
            className={cn(
              'min-h-11 min-w-11 rounded-lg px-2 text-xs font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              segmentColors(active),
            )}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
