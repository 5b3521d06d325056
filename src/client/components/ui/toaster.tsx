import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, holdToast, releaseToast, useToast, type Toast } from '#client/lib/toast.ts';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

/**
 * A toast floats above open dialogs (z-60 over their z-50 overlay); tapping it, to read or close it, must not count as
 * leaving the dialog. Dialogs pass their outside-interaction events here. The mark is on the toast itself, not on the
 * region: closing the toast detaches it before Radix looks at the click, and its own subtree is all that is left.
 */
export function keepDialogOpenForToast(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

/** A sideways swipe this long (px) sends the toast away; a shorter one lets it spring back. */
const SWIPE_DISMISS_PX = 50;
/** Movement (px) before a press on the toast becomes a swipe rather than a tap on its buttons. */
const SWIPE_START_PX = 8;
/** A dialog whose top edge is at least this far down (px) leaves room for the toast above it. */
const ROOM_ABOVE_DIALOG_PX = 64;

/**
 * Where the toast goes so that it covers nothing a person must answer: just below the bars at the top of the screen
 * (those marked `data-top-chrome`: the top bar, a chat's header), so their controls stay usable; above an open dialog
 * or sheet, never over it; at the bottom when a dialog fills the screen and keeps its own controls at the top (the
 * photo viewer, the map).
 */
type Placement =
  { kind: 'belowChrome'; top: number } | { kind: 'aboveDialog'; top: number } | { kind: 'bottom' };

const BELOW_NOTHING: Placement = { kind: 'belowChrome', top: 0 };

function chromeBottom(): number {
  const bars = [...document.querySelectorAll('[data-top-chrome]')];
  return Math.round(Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom)));
}

function openDialog(): HTMLElement | undefined {
  const selector = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
  return [...document.querySelectorAll<HTMLElement>(selector)].at(-1);
}

function placementBeside(dialog: HTMLElement | undefined): Placement {
  if (!dialog) return { kind: 'belowChrome', top: chromeBottom() };
  const top = Math.round(dialog.getBoundingClientRect().top);
  return top >= ROOM_ABOVE_DIALOG_PX ? { kind: 'aboveDialog', top } : { kind: 'bottom' };
}

const samePlacement = (a: Placement, b: Placement) =>
  a.kind === b.kind && (a.kind === 'bottom' || b.kind === 'bottom' || a.top === b.top);

/** Follows dialogs opening, closing and changing height while a toast is shown; measured before it is painted. */
function usePlacement(active: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>(BELOW_NOTHING);
  useLayoutEffect(() => {
    if (!active) return;
    let watched: HTMLElement | undefined;
    const update = () => {
      const next = placementBeside(watched);
      setPlacement((current) => (samePlacement(current, next) ? current : next));
    };
    const resizes = new ResizeObserver(update);
    const follow = () => {
      const dialog = openDialog();
      if (dialog !== watched) {
        resizes.disconnect();
        watched = dialog;
        if (dialog) resizes.observe(dialog);
      }
      update();
    };
    const mutations = new MutationObserver(follow);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', update);
    follow();
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [active]);
  return placement;
}

function regionStyle(placement: Placement): CSSProperties {
  if (placement.kind === 'aboveDialog') return { top: placement.top, transform: 'translateY(-100%)' };
  if (placement.kind === 'bottom')
    return { bottom: 0, paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' };
  return { top: `max(${placement.top}px, env(safe-area-inset-top))` };
}

/** The shown toast: swiped sideways (or its close button) to send it away; held while pointed at or focused. */
function ToastCard({ shown }: { shown: Toast }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const press = useRef<{ x: number; swiping: boolean } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    press.current = { x: event.clientX, swiping: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    if (!current.swiping && Math.abs(dx) < SWIPE_START_PX) return;
    // Captured only once it is a swipe: a tap keeps landing on the button under it.
    if (!current.swiping) event.currentTarget.setPointerCapture(event.pointerId);
    current.swiping = true;
    setOffset(dx);
  }

  function onPointerEnd() {
    const swiped = Math.abs(offset) >= SWIPE_DISMISS_PX;
    press.current = null;
    setOffset(0);
    if (swiped) dismissToast();
  }

  return (
    <div
      data-toaster
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerEnter={holdToast}
      onPointerLeave={releaseToast}
      onFocus={holdToast}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) releaseToast();
      }}
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(0.7, Math.abs(offset) / 200) }}
      className={cn(
        'pointer-events-auto flex w-full max-w-[420px] touch-pan-y items-start gap-3 rounded-2xl border p-3 pl-4 shadow-lg select-none',
        offset === 0 && 'motion-safe:transition-transform',
        shown.variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-card text-card-foreground',
      )}
    >
      <div className="flex-1 space-y-1 py-1">
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
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold underline underline-offset-4 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
        >
          {shown.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={dismissToast}
        aria-label={t('common.close')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** F8 moves focus to the toast's first button, to answer or close it from the keyboard. */
function useFocusHotkey(region: HTMLElement | null) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      const button = region?.querySelector('button');
      if (!button) return;
      event.preventDefault();
      button.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

/** The one toast shown at a time, in a live region that stays mounted so screen readers announce each new one. */
export function Toaster() {
  const shown = useToast();
  const placement = usePlacement(shown !== null);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useFocusHotkey(region);
  return (
    <div
      ref={setRegion}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={regionStyle(placement)}
      className="pointer-events-none fixed inset-x-0 z-[60] flex justify-center p-3"
    >
      {shown && <ToastCard key={shown.id} shown={shown} />}
    </div>
  );
}
