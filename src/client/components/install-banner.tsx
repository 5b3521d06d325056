import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissInstall, install, useInstallOffer } from '#client/lib/install-prompt.ts';
import { Button } from './ui/button.tsx';

/** The offer to install the app, when the browser allows it and the moment is right (lib/install-prompt.ts). */
export function InstallBanner() {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <section
      aria-label={t('pwa.installTitle')}
      className="mb-4 flex items-start gap-3 rounded-2xl border border-primary/30 bg-card p-4"
    >
      <Download aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold">{t('pwa.installTitle')}</p>
        <p className="text-muted-foreground">{t('pwa.installText')}</p>
        <Button size="sm" onClick={() => void install()}>
          {t('pwa.install')}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={dismissInstall}
        aria-label={t('pwa.notNow')}
        className="-mt-2 -mr-2"
      >
        <X aria-hidden className="size-4" />
      </Button>
    </section>
  );
}
