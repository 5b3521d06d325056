import { useId, type ComponentProps } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

export function CheckboxField({ label, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label htmlFor={inputId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input id={inputId} type="checkbox" className="size-5 rounded accent-primary" {...inputProps} />
      {label}
    </label>
  );
}
