import { useId, type ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label.tsx';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Already translated. */
  error?: string;
  /** Already translated: how much is typed of how much may be ('12/500'); below the field, describing it. */
  counter?: string;
  /** The text is longer than it may be: the counter says so in red. */
  overLimit?: boolean;
}

/** A labelled multi-line input whose error message (and counter) is announced with it, like TextField. */
export function TextareaField({
  label,
  error,
  counter,
  overLimit = false,
  id,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  const counterId = `${textareaId}-counter`;
  const describedBy = [error && errorId, counter && counterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={textareaId}>{label}</Label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block min-h-28 w-full rounded-xl border border-input bg-card px-3 py-2.5 text-base text-foreground',
          'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
          'aria-[invalid=true]:border-destructive disabled:opacity-60',
          className,
        )}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {counter && (
        <p
          id={counterId}
          className={cn(
            'text-right text-xs',
            overLimit ? 'font-semibold text-destructive' : 'text-muted-foreground',
          )}
        >
          {counter}
        </p>
      )}
    </div>
  );
}
