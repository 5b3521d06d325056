import { Ban, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useIsBlocked } from '#client/features/moderation/api/list-blocks.ts';
import { useUnblockUser } from '#client/features/moderation/api/unblock-user.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import { BlockDialog } from './block-dialog.tsx';
import { useReturnFocus } from '#client/features/moderation/return-focus.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts });

/**
 * 'Bloquear a Ana López' (after confirming), or 'Desbloquear a Ana López' once blocked. A visitor has blocked nobody
 * and signs in first.
 */
export function BlockButton({ person, className }: { person: Person; className?: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const signInFirst = useSignInFirst();
  const blocked = useIsBlocked(user ? person.id : undefined);
  const [confirming, setConfirming] = useState(false);
  const [trigger, returnFocus] = useReturnFocus<HTMLButtonElement>();
  const unblock = useUnblockUser();
  const name = personName(t, person);
  const look = cn('h-11 px-3 font-normal text-muted-foreground hover:text-foreground', className);
  return (
    <>
      {blocked ? (
        <Button
          ref={trigger}
          variant="ghost"
          size="inline"
          className={look}
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(person)}
        >
          <UserCheck aria-hidden className="size-4" />
          {t('blocks.unblockNamed', { name })}
        </Button>
      ) : (
        <Button
          ref={trigger}
          variant="ghost"
          size="inline"
          aria-haspopup="dialog"
          className={look}
          onClick={() => signInFirst(() => setConfirming(true))}
        >
          <Ban aria-hidden className="size-4" />
          {t('blocks.blockNamed', { name })}
        </Button>
      )}
      <BlockDialog
        person={person}
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) returnFocus();
        }}
      />
    </>
  );
}
