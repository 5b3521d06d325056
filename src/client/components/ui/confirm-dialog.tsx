import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Already translated; the caller says it differently while `pending`. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The action runs: both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  /** Not confirmable yet (e.g. the word to type does not match). */
  confirmDisabled?: boolean;
  /** Between the description and the buttons, inside the form (Enter confirms). */
  children?: ReactNode;
}

/** Asks before a destructive action (role=alertdialog): Cancel keeps everything, the red button goes ahead. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" closeButton={false}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">{description}</div>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {children}
          <DialogActions
            cancelLabel={cancelLabel}
            submitLabel={confirmLabel}
            pending={pending}
            submitDisabled={confirmDisabled}
            destructive
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
