import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

/** The dialog brings the settings' sections along: it loads when a visitor first opens it. */
const VisitorMenuDialog = lazy(() =>
  import('./visitor-menu-dialog.tsx').then((module) => ({ default: module.VisitorMenuDialog })),
);

/** A visitor's small menu: the language ("Idioma") and theme ("Tema") that signed-in people find in /settings. */
export function VisitorMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('nav.visitorMenu')}
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Settings2 aria-hidden className="size-5" />
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <VisitorMenuDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
