import { Heart } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** Already translated, with the visible count in it (axe: label in name): '3 me gusta'. */
  label: string;
  onToggle: () => void;
  className?: string;
}

/** The heart of a post or a comment: red and filled when the user likes it, a toggle for screen readers. */
export function LikeButton({ liked, count, label, onToggle, className }: LikeButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={label}
      onClick={onToggle}
      className={cn(
        actionClass,
        liked ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-5', liked && 'fill-current')} />
      <span aria-hidden>{count}</span>
    </button>
  );
}

/** The look of the small actions under a post (like, comments, share). */
export const actionClass = cn(
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors',
  'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-95',
);
