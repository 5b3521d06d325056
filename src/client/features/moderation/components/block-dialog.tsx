import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useBlockUser } from '#client/features/moderation/api/block-user.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts, moderation: moderationTexts });

interface BlockDialogProps {
  person: Person;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before blocking: what changes, and that the person is not told. Closes once the server answered. */
export function BlockDialog({ person, open, onOpenChange }: BlockDialogProps) {
  const { t } = useTranslation();
  const block = useBlockUser();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('blocks.confirmTitle', { name: personName(t, person) })}
      description={t('blocks.confirmDescription')}
      cancelLabel={t('moderation.cancel')}
      confirmLabel={t(block.isPending ? 'blocks.blocking' : 'blocks.confirm')}
      pending={block.isPending}
      onConfirm={() => block.mutate(person, { onSettled: () => onOpenChange(false) })}
    />
  );
}
