import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, useToast } from '#client/lib/toast.ts';

/**
 * A toast floats above open dialogs (z-60 over their z-50 overlay); tapping it, to read or close it, must not count as
 * leaving the dialog. Dialogs pass their outside-interaction events here. The mark is on the toast itself, not on the
 * region: closing the toast detaches it before Radix looks at the click, and its own subtree is all that is left.
 */
export function keepDialogOpenForToast(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

/**
 * The one toast shown at a time, in a live region that stays mounted so screen readers announce each new one. It drops
 * in just below the top bar (h-14 and its border, under the notch), so the bar's controls stay usable; the bottom
 * holds the navigation, the chat composer, the add button, the sheets and, while typing, the keyboard.
 */
export function Toaster() {
  const { t } = useTranslation();
  const shown = useToast();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-[calc(3.5rem+1px+env(safe-area-inset-top))] z-[60] flex justify-center p-3"
    >
      {shown && (
        <div
          key={shown.id}
          data-toaster
          className={cn(
            'pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-2xl border p-4 shadow-lg',
            shown.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="flex-1 space-y-1">
            <p className="font-semibold">{shown.title}</p>
            {shown.description && <p className="text-sm opacity-90">{shown.description}</p>}
          </div>
          {shown.action && (
            <button
              type="button"
              onClick={() => {
                shown.action?.onAction();
                dismissToast();
              }}
              className="-my-2 inline-flex min-h-10 shrink-0 items-center rounded-lg px-3 text-sm font-semibold underline underline-offset-4 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
            >
              {shown.action.label}
            </button>
          )}
          <button
            type="button"
            onClick={dismissToast}
            aria-label={t('common.close')}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
