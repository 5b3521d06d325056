import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationAction } from '#shared/moderation.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { RESOLVE_KEYS } from '#client/features/admin/moderation-labels.ts';
import { useResolveReport } from '#client/features/moderation/api/resolve-report.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/** Long enough for a reason, short enough to read in the log. */
const NOTE_MAX = 500;

export interface Resolving {
  reportId: number;
  action: ModerationAction;
  /** Whose content it is (or who was reported): named by the suspend confirmation. */
  ownerName: string | null;
}

interface ResolveDialogProps {
  resolving: Resolving | null;
  onClose: () => void;
  onForbidden: () => void;
}

/** Confirms an admin's action on a report, with an optional note for the log; the queue refreshes once done. */
export function ResolveDialog({ resolving, onClose, onForbidden }: ResolveDialogProps) {
  const { t } = useTranslation();
  const resolve = useResolveReport();
  const [note, setNote] = useState('');

  function close() {
    setNote('');
    onClose();
  }

  function confirm() {
    if (!resolving) return;
    const { reportId, action } = resolving;
    resolve.mutate(
      { reportId, action, note },
      {
        onSuccess: () => {
          toast({ title: t(RESOLVE_KEYS[action].done) });
          close();
        },
        onError: (error) => {
          if (hasStatus(error, 403)) onForbidden();
          toast({
            variant: 'destructive',
            title: t('moderation.admin.resolveError'),
            description: errorMessage(error) ?? t('moderation.tryAgain'),
          });
          close();
        },
      },
    );
  }

  const keys = resolving && RESOLVE_KEYS[resolving.action];
  const name = resolving?.ownerName ?? t('moderation.unnamed');
  return (
    <ConfirmDialog
      open={resolving !== null}
      onOpenChange={(open) => !open && close()}
      title={keys ? t(keys.title, { name }) : ''}
      description={keys ? t(keys.description, { name }) : ''}
      confirmLabel={resolve.isPending ? t('moderation.admin.processing') : keys ? t(keys.confirm) : ''}
      cancelLabel={t('moderation.cancel')}
      pending={resolve.isPending}
      onConfirm={confirm}
    >
      <TextareaField
        label={t('moderation.admin.noteLabel')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={NOTE_MAX}
        rows={2}
        disabled={resolve.isPending}
      />
    </ConfirmDialog>
  );
}
