import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface ToggleChipProps {
  pressed: boolean;
  onPress: () => void;
  /** Its name, an icon before it when it has one. */
  children: ReactNode;
}

/** A round chip that is pressed or not (aria-pressed): one choice of a row, filled while pressed. */
export function ToggleChip({ pressed, onPress, children }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}
