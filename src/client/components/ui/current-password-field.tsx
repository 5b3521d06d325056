import { PasswordField } from './password-field.tsx';

interface CurrentPasswordFieldProps {
  label: string;
  value: string;
  /** Already translated: why the server refused the password, or that it is missing. */
  error: string | undefined;
  disabled: boolean;
  onValueChange: (value: string) => void;
}

/** The account's current password, asked again before a destructive action (account deletion, admin resets). */
export function CurrentPasswordField({
  label,
  value,
  error,
  disabled,
  onValueChange,
}: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      label={label}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
      disabled={disabled}
    />
  );
}
