import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useDeletePost } from '#client/features/community/api/delete-post.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** The dialog library loads when the author first asks to delete, not with the wall. */
const ConfirmDialog = lazy(() =>
  import('#client/components/ui/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/** The author's delete, after confirming; on success the post (and this button) leave the wall. */
export function DeletePostButton({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const removal = useDeletePost();

  function confirm() {
    removal.mutate(postId, { onError: () => setConfirming(false) });
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('community.deletePost')}
        className="-mt-1 -mr-2 text-muted-foreground hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={t('community.deleteTitle')}
            description={t('community.deleteDescription')}
            cancelLabel={t('community.cancel')}
            confirmLabel={t(removal.isPending ? 'community.deleting' : 'community.deleteConfirm')}
            pending={removal.isPending}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </>
  );
}
