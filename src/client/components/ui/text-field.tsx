import { useId, type ComponentProps } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Already translated. */
  error?: string;
}

/** A labelled input whose error message is announced with it (aria-describedby). */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
