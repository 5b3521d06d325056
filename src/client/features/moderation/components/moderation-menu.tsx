import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useIsBlocked } from '#client/features/moderation/api/list-blocks.ts';
import type { Person } from '#client/features/moderation/person.ts';
import type { MenuReport, Opened } from './moderation-sheet.tsx';
import { useReturnFocus } from '#client/features/moderation/return-focus.ts';

/** The sheet, its dialogs and the report form's validation load when the menu is first opened, not with the wall. */
const ModerationSheet = lazy(() =>
  import('./moderation-sheet.tsx').then((module) => ({ default: module.ModerationSheet })),
);

interface ModerationMenuProps {
  /** Already translated: names the button and titles the sheet ('Más opciones'). */
  label: string;
  report?: MenuReport;
  /** Offers 'Bloquear a …', or 'Desbloquear a …' when already blocked. */
  block?: Person;
  className?: string;
}

/**
 * A '⋮' button for what one rarely does with someone else's content: report it, block its author. Opens a sheet of
 * actions (a bottom sheet on phones); each action opens its own dialog, and closing it returns to the button.
 */
export function ModerationMenu({ label, report, block, className }: ModerationMenuProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const [trigger, returnFocus] = useReturnFocus<HTMLButtonElement>();
  // Asked with the menu, so that the sheet offers block or unblock rightly from its first showing.
  const blocked = useIsBlocked(block?.id);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="inline"
        aria-label={label}
        aria-haspopup="dialog"
        className={cn('size-11 shrink-0 text-muted-foreground', className)}
        onClick={() => setOpened('menu')}
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <ModerationSheet
            label={label}
            report={report}
            block={block}
            blocked={blocked}
            opened={opened}
            onOpen={setOpened}
            onClose={() => {
              setOpened(null);
              returnFocus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
