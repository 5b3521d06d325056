import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissInstall, install, useInstallOffer } from '#client/lib/install-prompt.ts';
import { Button, CloseButton } from './ui/button.tsx';
import pwaTexts from '#shared/locales/es/pwa.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ pwa: pwaTexts });

/**
 * The offer to install the app, when the browser allows it and the moment is right (lib/install-prompt.ts). It floats
 * above the bottom navigation and a screen's action bar: the browser announces it can install at any moment of the
 * load, and a card pushed in above the content would shift the whole screen down.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <section
      aria-label={t('pwa.installTitle')}
      className="fixed inset-x-0 bottom-[calc(var(--nav-offset)+4.5rem)] z-40 mx-auto flex w-[calc(100%-2rem)] max-w-md items-start gap-3 rounded-2xl border border-primary/30 bg-card p-4 shadow-lg"
    >
      <Download aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold">{t('pwa.installTitle')}</p>
        <p className="text-muted-foreground">{t('pwa.installText')}</p>
        <Button size="sm" onClick={() => void install()}>
          {t('pwa.install')}
        </Button>
      </div>
      <CloseButton label={t('pwa.notNow')} onClick={dismissInstall} className="-mt-2 -mr-2" />
    </section>
  );
}
