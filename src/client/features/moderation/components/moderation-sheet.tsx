import { Ban, Flag, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { ReportTarget } from '#client/features/moderation/api/create-report.ts';
import { useUnblockUser } from '#client/features/moderation/api/unblock-user.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts });

export interface MenuReport {
  target: ReportTarget;
  /** Already translated: 'Reportar publicación', 'Reportar comentario', 'Reportar a Ana López'. */
  label: string;
  onReported?: () => void;
}

export type Opened = 'menu' | 'report' | 'block';

interface ModerationSheetProps {
  /** Already translated: titles the sheet ('Más opciones'). */
  label: string;
  report?: MenuReport;
  block?: Person;
  /** Whether `block` is already blocked: the sheet offers to unblock instead. */
  blocked: boolean;
  opened: Opened | null;
  onOpen: (opened: Opened) => void;
  onClose: () => void;
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

/** The moderation menu's sheet of actions and the dialog each action opens. */
export function ModerationSheet({
  label,
  report,
  block,
  blocked,
  opened,
  onOpen,
  onClose,
}: ModerationSheetProps) {
  const { t } = useTranslation();
  const unblock = useUnblockUser();
  const closeWhenDismissed = (open: boolean) => !open && onClose();

  return (
    <>
      <Dialog open={opened === 'menu'} onOpenChange={closeWhenDismissed}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>{label}</DialogTitle>
          <ul className="-mx-2 space-y-1">
            {report && <MenuItem Icon={Flag} label={report.label} onClick={() => onOpen('report')} />}
            {block &&
              (blocked ? (
                <MenuItem
                  Icon={UserCheck}
                  label={t('blocks.unblockNamed', { name: personName(t, block) })}
                  disabled={unblock.isPending}
                  onClick={() => {
                    onClose();
                    unblock.mutate(block);
                  }}
                />
              ) : (
                <MenuItem
                  Icon={Ban}
                  label={t('blocks.blockNamed', { name: personName(t, block) })}
                  onClick={() => onOpen('block')}
                />
              ))}
          </ul>
        </DialogContent>
      </Dialog>
      {report && (
        <ReportDialog
          open={opened === 'report'}
          onOpenChange={closeWhenDismissed}
          target={report.target}
          title={report.label}
          onReported={report.onReported}
        />
      )}
      {block && <BlockDialog person={block} open={opened === 'block'} onOpenChange={closeWhenDismissed} />}
    </>
  );
}
