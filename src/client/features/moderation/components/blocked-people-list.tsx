import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Avatar } from '#client/components/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { useBlocks } from '#client/features/moderation/api/list-blocks.ts';
import { useUnblockUser } from '#client/features/moderation/api/unblock-user.ts';
import { personName } from '#client/features/moderation/person.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts, moderation: moderationTexts });

/** The people the user blocked, each with 'Desbloquear'; a sentence when there is nobody. */
export function BlockedPeopleList() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  const unblock = useUnblockUser();
  if (blocks.isError && !blocks.data) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-destructive">{t('blocks.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void blocks.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('moderation.retry')}
        </Button>
      </div>
    );
  }
  if (!blocks.data) {
    return (
      <div role="status">
        <span className="sr-only">{t('blocks.loading')}</span>
        <SkeletonLines className="space-y-2" lines={['h-11 w-full', 'h-11 w-full']} />
      </div>
    );
  }
  if (blocks.data.length === 0) return <p className="text-sm text-muted-foreground">{t('blocks.empty')}</p>;
  return (
    <ul className="divide-y divide-border">
      {blocks.data.map((person) => {
        const name = personName(t, person);
        return (
          <li key={person.id} className="flex items-center gap-3 py-2">
            <Avatar name={person.displayName} imageUrl={person.profileImageUrl} />
            <Link
              href={`/users/${person.id}`}
              className="flex min-h-11 min-w-0 flex-1 items-center font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="truncate">{name}</span>
            </Link>
            <Button
              variant="outline"
              aria-label={t('blocks.unblockNamed', { name })}
              disabled={unblock.isPending && unblock.variables.id === person.id}
              onClick={() => unblock.mutate(person)}
            >
              {t('blocks.unblock')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
