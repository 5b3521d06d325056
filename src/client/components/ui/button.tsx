import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

type ButtonVariant = 'primary' | 'destructive' | 'outline' | 'ghost' | 'link' | 'plain';
type ButtonSize = 'md' | 'sm' | 'icon' | 'inline';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  /** No colours of its own: the className gives them, e.g. on a coloured card. */
  plain: '',
};

/** Every size keeps a tap target of at least 44×44 px; `sm` is smaller text and padding, not a smaller target. */
const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-base',
  sm: 'min-h-11 min-w-11 px-3 text-sm',
  icon: 'size-11 shrink-0',
  /** Text-like (link variant): no padding, still 44 px tall. */
  inline: 'min-h-11 text-sm',
};

/** Button look, also for links that act as buttons. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyle, 'className'>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Already translated: what it closes or clears ('Cerrar', 'Borrar búsqueda'). */
  label: string;
}

/** An X that closes, dismisses or clears what it sits on: a quiet 44×44 target, placed by `className`. */
export function CloseButton({ label, className, type = 'button', ...props }: CloseButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground',
        'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <X aria-hidden className="size-5" />
    </button>
  );
}
