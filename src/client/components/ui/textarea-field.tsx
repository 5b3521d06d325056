import { useId, type ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label.tsx';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Already translated. */
  error?: string;
}

/** A labelled multi-line input whose error message is announced with it, like TextField. */
export function TextareaField({ label, error, id, className, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={textareaId}>{label}</Label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
    </div>
  );
}
