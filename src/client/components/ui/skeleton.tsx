import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface SkeletonCardsProps {
  /** Announced to screen readers while the cards show (already translated). */
  label: string;
  count: number;
  /** The layout of the cards (a stack, a grid). */
  className: string;
  /** Each card's own layout and padding. */
  cardClassName: string;
  /** What each card holds: grey blocks in the shape of what is loading. */
  children: ReactNode;
}

/** Grey cards in the shape of what is loading, `count` times, hidden from screen readers, which hear `label`. */
export function SkeletonCards({ label, count, className, cardClassName, children }: SkeletonCardsProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className={cn('rounded-2xl border border-border bg-card', cardClassName)}
        >
          {children}
        </div>
      ))}
    </div>
  );
}

/** Grey bars standing for lines of text, one per entry of `lines` (each its height and width). */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {lines.map((size, index) => (
        <div key={index} className={cn('animate-pulse rounded bg-muted', size)} />
      ))}
    </div>
  );
}

/**
 * Grey bars standing for lines of text of the type `className` sets (one line per entry of `widths`). Each bar sits
 * in a line box of that type, so the stand-in is exactly as tall as the text it replaces.
 */
export function SkeletonText({ widths, className }: { widths: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {widths.map((width, index) => (
        <div key={index}>
          <span
            className={cn('inline-block h-[0.75em] animate-pulse rounded bg-muted align-middle', width)}
          />
        </div>
      ))}
    </div>
  );
}
