import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import type { UpdateProfileInput } from '#shared/users.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { useUpdateProfile } from '#client/features/settings/api/update-profile.ts';
import { FormActions } from './form-actions.tsx';
import { SettingsSection } from './settings-section.tsx';
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ settings: settingsTexts });

const validation = lazyResolver(() =>
  import('#client/features/settings/validation.ts').then((module) => module.updateProfileResolver),
);

const FIELDS = ['firstName', 'lastName', 'location'] as const;

interface NameFormProps {
  user: CurrentUser;
  onDone: () => void;
}

/** The name edit: first name required, last name and city optional. A failed save keeps what was typed. */
function NameForm({ user, onDone }: NameFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const defaultValues: UpdateProfileInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    location: user.location ?? '',
  };
  const form = useForm({ resolver: validation.resolver, defaultValues });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: t('settings.personal.saved') });
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, FIELDS, form.setError);
        toast({
          variant: 'destructive',
          title: t('settings.personal.errorTitle'),
          description: errorMessage(error) ?? t('settings.tryAgain'),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
      <TextField
        label={t('settings.personal.firstName')}
        autoComplete="given-name"
        error={errorText(t, errors.firstName)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('settings.personal.lastName')}
        autoComplete="family-name"
        error={errorText(t, errors.lastName)}
        {...form.register('lastName')}
      />
      <TextField
        label={t('settings.personal.location')}
        autoComplete="address-level2"
        placeholder={DEFAULT_LOCATION.name}
        error={errorText(t, errors.location)}
        {...form.register('location')}
      />
      <FormActions submitKey="settings.save" pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

function NameSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-3">
      <div className="space-y-0.5">
        <dt className="text-sm text-muted-foreground">{t('settings.personal.name')}</dt>
        <dd className="font-medium break-words">{`${user.firstName} ${user.lastName}`.trim()}</dd>
        <dd className="text-sm text-muted-foreground break-words">
          {t('settings.personal.shownAs', { name: user.displayName })}
        </dd>
      </div>
      <div className="space-y-0.5">
        <dt className="text-sm text-muted-foreground">{t('settings.personal.location')}</dt>
        <dd className="font-medium break-words">{user.location ?? DEFAULT_LOCATION.name}</dd>
      </div>
    </dl>
  );
}

/** Personal info: the whole name, the display name others see, edited in place (the edit toggles open and closed). */
export function PersonalInfoSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SettingsSection title={t('settings.personal.title')} description={t('settings.personal.description')}>
      {editing ? (
        <NameForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-4">
          <NameSummary user={user} />
          <Button variant="outline" className="w-full" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('settings.personal.edit')}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
