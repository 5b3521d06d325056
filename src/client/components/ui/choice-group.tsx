import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface ChoiceGroupProps {
  /** Already translated: what the group chooses; it names every choice in it. */
  legend: string;
  /** Already translated. */
  error?: string;
  /** The choices (radio buttons), and anything said about them. */
  children: ReactNode;
}

/**
 * A group of radio choices under its legend. A group cannot take focus, so its error is announced when it appears
 * (role=alert), besides describing the group.
 */
export function ChoiceGroup({ legend, error, children }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'size' | 'children'> {
  /** What the choice shows beside its radio button; its accessible name. */
  children: ReactNode;
  /** `lg` leaves room for a picture beside the name (a person). */
  size?: 'md' | 'lg';
}

/** One choice of a ChoiceGroup as a card: its radio button, then what it chooses; the whole card is tappable. */
export function RadioCard({ children, size = 'md', ...radio }: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2',
        'hover:bg-muted has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring',
        size === 'lg' ? 'min-h-14' : 'min-h-11',
      )}
    >
      <input type="radio" className="size-5 shrink-0 accent-primary" {...radio} />
      {children}
    </label>
  );
}
