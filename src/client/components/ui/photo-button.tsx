import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

interface PhotoButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  Icon: LucideIcon;
  /** Already translated: what it does to which photo ('Quitar la foto 2'). */
  label: string;
}

/**
 * A button laid over a photo, placed by `className`: a 44×44 target around a small dark disc, legible on any picture.
 * Its focus ring is drawn inside it, so a thumbnail that clips its overflow does not cut it.
 */
export function PhotoButton({ Icon, label, className, type = 'button', ...props }: PhotoButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full text-white disabled:opacity-50',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-black/70">
        <Icon aria-hidden className="size-4" />
      </span>
    </button>
  );
}
