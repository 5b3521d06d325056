import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#client/components/ui/text-field.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

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
