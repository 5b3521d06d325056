import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { Button, CloseButton } from './button.tsx';
import { keepDialogOpenForToast } from './toaster.tsx';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

/*
 * Radix dialog (focus trap, Escape, scroll lock, labelled by its title) with the app's look. A sheet from the bottom
 * on phones, a centred card from `sm` up.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent>
 *       <DialogTitle>…</DialogTitle>
 *       <DialogDescription>…</DialogDescription>
 *       …
 *       <DialogFooter>…</DialogFooter>
 *     </DialogContent>
 *   </Dialog>
 */
export const Dialog = DialogPrimitive.Root;

export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The corner close button (an accessible 'Cerrar'); off for dialogs whose footer says how to leave. */
  closeButton?: boolean;
}

export function DialogContent({
  className,
  children,
  closeButton = true,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-6rem)] flex-col gap-4 overflow-y-auto rounded-t-2xl border border-border bg-card p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-card-foreground shadow-xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          'focus-visible:outline-none',
          className,
        )}
        onInteractOutside={(event) => {
          keepDialogOpenForToast(event);
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        {closeButton && (
          <DialogPrimitive.Close asChild>
            <CloseButton label={t('common.close')} className="absolute top-3 right-3" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-10 text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Below the title; may hold several blocks. */
  description: ReactNode;
  /** The form is sent while its submit button could be pressed (not pending, not disabled); the page stays. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A field took focus: e.g. start loading the form's validation. */
  onFocus?: () => void;
  cancelLabel: string;
  /** Already translated; the caller says it differently while `pending`. */
  submitLabel: string;
  /** The form is being sent: both buttons are disabled and the dialog cannot be dismissed. */
  pending: boolean;
  /** Not sendable yet (e.g. nothing chosen, photos still being prepared). */
  submitDisabled?: boolean;
  /** Asks before a destructive action: role=alertdialog, no corner close button, a red submit button. */
  destructive?: boolean;
  /** The fields, between the description and the buttons; Enter in one sends the form. */
  children?: ReactNode;
}

/** A dialog that holds one form: title, description, the fields, then cancel (it closes the dialog) and submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  onFocus,
  cancelLabel,
  submitLabel,
  pending,
  submitDisabled = false,
  destructive = false,
  children,
}: FormDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending && !submitDisabled) onSubmit(event);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role={destructive ? 'alertdialog' : 'dialog'} closeButton={!destructive}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">{description}</div>
        </DialogDescription>
        <form noValidate onSubmit={submit} onFocus={onFocus} className="space-y-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : undefined}
              disabled={pending || submitDisabled}
            >
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
