import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportReason } from '#shared/moderation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import type { ReportTarget } from '#client/features/moderation/api/create-report.ts';
import { useReturnFocus } from '#client/features/moderation/return-focus.ts';

/** The dialog, its form and validation load when someone first reports, not with every listing and profile. */
const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

interface ReportButtonProps {
  target: ReportTarget;
  /** Already translated: 'Reportar publicación', 'Reportar a Ana López', 'Reportar mensaje'. */
  label: string;
  /** The dialog's title when the button's label is too short to say what is reported; the label otherwise. */
  dialogTitle?: string;
  /**
   * A quiet text link (under a listing, on a profile), a small outlined button (under a chat message), or plain text
   * whose colours the className gives (on a safety card).
   */
  look?: 'link' | 'button' | 'plain';
  onReported?: () => void;
  /** The reason chosen when the dialog opens; the person can pick another. */
  initialReason?: ReportReason;
  className?: string;
}

const LOOK_VARIANTS = { link: 'ghost', button: 'outline', plain: 'plain' } as const;

/** A discreet way to report something, which opens the report dialog (a visitor signs in first). */
export function ReportButton(props: ReportButtonProps) {
  const { target, label, dialogTitle = label, look = 'link', onReported, initialReason, className } = props;
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  const [trigger, returnFocus] = useReturnFocus<HTMLButtonElement>();
  return (
    <>
      <Button
        ref={trigger}
        variant={LOOK_VARIANTS[look]}
        size="inline"
        aria-haspopup="dialog"
        className={cn(
          look !== 'plain' && 'h-11 px-3',
          look === 'link' && 'font-normal text-muted-foreground hover:text-foreground',
          className,
        )}
        onClick={() => signInFirst(() => setOpen(true))}
      >
        <Flag aria-hidden className="size-4" />
        {label}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) returnFocus();
            }}
            target={target}
            title={dialogTitle}
            onReported={onReported}
            initialReason={initialReason}
          />
        </Suspense>
      )}
    </>
  );
}
