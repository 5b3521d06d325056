import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useUnblockUser } from '#client/features/moderation/api/unblock-user.ts';
import type { Person } from '#client/features/moderation/person.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts });

/** In place of a chat's composer when the user blocked the other person: why they cannot write, and the way back. */
export function BlockedChatNotice({ person }: { person: Person }) {
  const { t } = useTranslation();
  const unblock = useUnblockUser();
  return (
    <div
      role="status"
      className="sticky bottom-(--nav-offset) -mx-4 flex items-center gap-3 border-t border-border bg-background px-4 py-2"
    >
      <Ban aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <p className="flex-1 text-sm font-medium">{t('blocks.chatNotice')}</p>
      <Button variant="outline" disabled={unblock.isPending} onClick={() => unblock.mutate(person)}>
        {t('blocks.unblock')}
      </Button>
    </div>
  );
}
