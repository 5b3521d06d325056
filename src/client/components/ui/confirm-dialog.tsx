import type { ReactNode } from 'react';
import { FormDialog } from './dialog.tsx';

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
  confirmLabel,
  onConfirm,
  pending = false,
  confirmDisabled,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <FormDialog
      {...dialog}
      destructive
      submitLabel={confirmLabel}
      onSubmit={onConfirm}
      pending={pending}
      submitDisabled={confirmDisabled}
    />
  );
}
