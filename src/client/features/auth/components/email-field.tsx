import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#client/components/ui/text-field.tsx';

/** The email input of the sign-in, sign-up and forgot-password forms: labelled, email keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  );
}
