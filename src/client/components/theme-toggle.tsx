import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setTheme, useResolvedTheme } from '#client/lib/theme.ts';
import { Button } from './ui/button.tsx';
import themeTexts from '#shared/locales/es/theme.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ theme: themeTexts });

/** Switches between light and dark; 'system' stays the default until the user picks. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  const Icon = dark ? Sun : Moon;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t(dark ? 'theme.toLight' : 'theme.toDark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon aria-hidden className="size-5" />
    </Button>
  );
}
