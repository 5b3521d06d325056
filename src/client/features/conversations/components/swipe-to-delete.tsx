import { Trash2 } from 'lucide-react';
import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

/** Swipe thresholds: how far a swipe must go to open (or close) the action, and how wide the action is. */
export interface SwipeSize {
  threshold: number;
  actionWidth: number;
}

/** Movement below this is still a tap; past it the gesture is a swipe if mostly sideways, else a scroll. */
const SLOP_PX = 8;

interface Gesture {
  startX: number;
  startY: number;
  /** The row's offset when the finger went down: 0 closed, -actionWidth open. */
  from: number;
  sideways: boolean | null;
}

interface SwipeToDeleteProps {
  size: SwipeSize;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Another row is open: a tap closes it instead of following this row's link. */
  otherOpen: boolean;
  onCloseOthers: () => void;
  /** The action's accessible name, e.g. 'Eliminar conversación con Ana'. */
  deleteLabel: string;
  onDelete: () => void;
  children: ReactNode;
}

/**
 * A row that a swipe to the left (touch or mouse, through pointer events) slides open over its red 'Eliminar' action;
 * a swipe to the right closes it. Keyboard users reach the action with Tab, which opens the row while it has focus.
 */
export function SwipeToDelete({
  size,
  open,
  onOpenChange,
  otherOpen,
  onCloseOthers,
  deleteLabel,
  onDelete,
  children,
}: SwipeToDeleteProps) {
  const { t } = useTranslation();
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const gesture = useRef<Gesture | null>(null);
  /** The last pointer gesture was a swipe: the click that follows must not open the chat. */
  const swiped = useRef(false);
  const offset = dragOffset ?? (open ? -size.actionWidth : 0);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swiped.current = false;
    gesture.current = {
      startX: event.clientX,
      startY: event.clientY,
      from: open ? -size.actionWidth : 0,
      sideways: null,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.sideways === null) {
      if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
      current.sideways = Math.abs(dx) > Math.abs(dy);
      if (!current.sideways) {
        gesture.current = null;
        return;
      }
      swiped.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDragOffset(Math.min(0, Math.max(-size.actionWidth, current.from + dx)));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    gesture.current = null;
    if (!current?.sideways) return;
    const dx = event.clientX - current.startX;
    const wasOpen = current.from !== 0;
    setDragOffset(null);
    onOpenChange(wasOpen ? dx < size.threshold : -dx >= size.threshold);
  }

  function onPointerCancel() {
    gesture.current = null;
    setDragOffset(null);
  }

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (!swiped.current && !open && !otherOpen) return;
    event.preventDefault();
    event.stopPropagation();
    if (swiped.current) swiped.current = false;
    else if (open) onOpenChange(false);
    else onCloseOthers();
  }

  return (
    <div className="relative overflow-hidden rounded-2xl border border-border bg-card">
      <button
        type="button"
        onClick={onDelete}
        onFocus={() => onOpenChange(true)}
        onBlur={() => onOpenChange(false)}
        aria-label={deleteLabel}
        style={{ width: size.actionWidth }}
        className="absolute inset-y-0 right-0 flex flex-col items-center justify-center gap-1 bg-destructive text-sm font-semibold text-destructive-foreground focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-destructive-foreground"
      >
        <Trash2 aria-hidden className="size-5" />
        {t('conversations.delete')}
      </button>
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
        style={{ transform: `translateX(${offset}px)` }}
        className={cn(
          'relative touch-pan-y bg-card select-none',
          dragOffset === null && 'transition-transform duration-200 ease-out',
        )}
      >
        {children}
      </div>
    </div>
  );
}
