import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Already translated: why the field is asked, shown under it and announced with it. */
  hint?: string;
  /** Already translated. */
  error?: string;
  /** A control drawn inside the field's right end (the password's eye). */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error message are announced with it (aria-describedby). */
export function TextField({ label, hint, error, trailing, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(trailing && 'pr-12', className)}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
