import { Ban, EllipsisVertical, Flag, UserCheck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#client/components/ui/dialog.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ReportTarget } from '#client/features/moderation/api/create-report.ts';
import { useIsBlocked } from '#client/features/moderation/api/list-blocks.ts';
import { useUnblockUser } from '#client/features/moderation/api/unblock-user.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useReturnFocus } from './return-focus.ts';

interface MenuReport {
  target: ReportTarget;
  /** Already translated: 'Reportar publicación', 'Reportar comentario', 'Reportar a Ana López'. */
  label: string;
  onReported?: () => void;
}

interface ModerationMenuProps {
  /** Already translated: names the button and titles the sheet ('Más opciones'). */
  label: string;
  report?: MenuReport;
  /** Offers 'Bloquear a …', or 'Desbloquear a …' when already blocked. */
  block?: Person;
  className?: string;
}

function MenuItem({
  Icon,
  label,
  onClick,
  disabled,
}: {
  Icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
      >
        <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        {label}
      </button>
    </li>
  );
}

type Opened = 'menu' | 'report' | 'block' | null;

/**
 * A '⋮' button for what one rarely does with someone else's content: report it, block its author. Opens a sheet of
 * actions (a bottom sheet on phones); each action opens its own dialog, and closing it returns to the button.
 */
export function ModerationMenu({ label, report, block, className }: ModerationMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const [trigger, returnFocus] = useReturnFocus<HTMLButtonElement>();
  const blocked = useIsBlocked(block?.id);
  const unblock = useUnblockUser();

  function close(open: boolean) {
    if (open) return;
    setOpened(null);
    returnFocus();
  }

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
      <Dialog open={opened === 'menu'} onOpenChange={close}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>{label}</DialogTitle>
          <ul className="-mx-2 space-y-1">
            {report && <MenuItem Icon={Flag} label={report.label} onClick={() => setOpened('report')} />}
            {block &&
              (blocked ? (
                <MenuItem
                  Icon={UserCheck}
                  label={t('blocks.unblockNamed', { name: personName(t, block) })}
                  disabled={unblock.isPending}
                  onClick={() => {
                    close(false);
                    unblock.mutate(block);
                  }}
                />
              ) : (
                <MenuItem
                  Icon={Ban}
                  label={t('blocks.blockNamed', { name: personName(t, block) })}
                  onClick={() => setOpened('block')}
                />
              ))}
          </ul>
        </DialogContent>
      </Dialog>
      {report && (
        <ReportDialog
          open={opened === 'report'}
          onOpenChange={close}
          target={report.target}
          title={report.label}
          onReported={report.onReported}
        />
      )}
      {block && <BlockDialog person={block} open={opened === 'block'} onOpenChange={close} />}
    </>
  );
}
