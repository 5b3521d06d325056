import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { CurrentPasswordField } from '#client/components/ui/current-password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, passwordError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useDeleteAccount } from '#client/features/settings/api/delete-account.ts';
import { SettingsSection } from './settings-section.tsx';
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ settings: settingsTexts, validation: validationTexts });

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The user types the word of their language ('eliminar' / 'delete', any letter case) before the button
 * works, and their password, so a borrowed or stolen session cannot delete the account; the server checks both. A
 * wrong password is said under its field and the dialog stays. Success is a logout: the cache is gone, / sends the
 * visitor to /auth.
 */
function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const deletion = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const confirmation = typed.trim();
  const matches = confirmation.toLowerCase() === t('settings.danger.word').toLowerCase();

  function changeOpen(next: boolean) {
    if (!next) {
      setTyped('');
      setPassword('');
      setPasswordProblem(undefined);
    }
    onOpenChange(next);
  }

  function confirm() {
    if (!password) {
      setPasswordProblem(t('validation.currentPasswordRequired'));
      return;
    }
    deletion.mutate(
      { confirmation, password },
      {
        onSuccess: ({ message }) => {
          toast({ title: message });
          navigate('/', { replace: true });
        },
        onError: (error) => {
          const problem = passwordError(error);
          if (problem) {
            setPasswordProblem(problem);
            return;
          }
          toast({
            variant: 'destructive',
            title: t('settings.danger.errorTitle'),
            description: errorMessage(error) ?? t('settings.tryAgain'),
          });
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('settings.danger.dialogTitle')}
      description={t('settings.danger.dialogDescription')}
      confirmLabel={t(deletion.isPending ? 'settings.danger.deleting' : 'settings.danger.confirm')}
      cancelLabel={t('settings.cancel')}
      pending={deletion.isPending || deletion.isSuccess}
      confirmDisabled={!matches}
      onConfirm={confirm}
    >
      <TextField
        label={t('validation.typeDeleteToConfirm')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={deletion.isPending}
      />
      <CurrentPasswordField
        label={t('settings.security.currentPassword')}
        value={password}
        onValueChange={(next) => {
          setPassword(next);
          setPasswordProblem(undefined);
        }}
        error={passwordProblem}
        disabled={deletion.isPending}
      />
    </ConfirmDialog>
  );
}

/** The danger zone: deleting the account, behind a typed confirmation. */
export function DangerZoneSection() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection title={t('settings.danger.title')} description={t('settings.danger.description')} danger>
      <Button variant="destructive" className="w-full" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('settings.danger.open')}
      </Button>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </SettingsSection>
  );
}
