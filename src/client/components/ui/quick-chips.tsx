import { cn } from '#client/lib/cn.ts';

/** One ready-made message: its text is its name. */
export interface QuickChip {
  key: string;
  label: string;
  onSelect: () => void;
}

interface QuickChipsProps {
  chips: readonly QuickChip[];
  disabled?: boolean;
  /** The row's name, when no heading names it. */
  label?: string;
  /** Every chip in view, on more lines when needed, rather than one line that scrolls sideways. */
  wrap?: boolean;
}

/**
 * A row of one-tap messages that scrolls sideways past the screen's edges, as a phone's suggestions do; or, when each
 * must be seen, wraps.
 */
export function QuickChips({ chips, disabled = false, label, wrap = false }: QuickChipsProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'flex min-w-0 flex-1 gap-2',
        wrap ? 'flex-wrap' : '-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none]',
      )}
    >
      {chips.map((chip) => (
        <li key={chip.key} className="shrink-0">
          <button
            type="button"
            disabled={disabled}
            onClick={chip.onSelect}
            className="min-h-11 rounded-full border border-border bg-card px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          >
            {chip.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
