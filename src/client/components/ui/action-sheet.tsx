import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { Dialog, DialogContent, DialogTitle } from './dialog.tsx';

export interface SheetAction {
  label: string;
  Icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

interface ActionSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Already translated: what the actions act on (a listing's title). */
  title: string;
  actions: readonly SheetAction[];
}

/** The actions behind a ⋮ button: a sheet from the bottom with one full-width row each; choosing one closes it. */
export function ActionSheet({ open, onOpenChange, title, actions }: ActionSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="line-clamp-1">{title}</DialogTitle>
        <ul className="-mx-2">
          {actions.map(({ label, Icon, onSelect, destructive }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  onSelect();
                }}
                className={cn(
                  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-muted',
                  'focus-visible:outline-2 focus-visible:outline-ring',
                  destructive && 'text-destructive',
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
