import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';
import { TextField } from './text-field.tsx';

addTexts({ common: commonTexts });

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password field with an eye that shows what was typed: on a phone keyboard, typing blind is what a confirm field was for. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={t('common.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
          className="flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon aria-hidden className="size-5" />
        </button>
      }
    />
  );
}
