import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post } from '#shared/community.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { shareLink } from '#client/lib/share.ts';
import { postLinkOf, shareTextOf } from '#client/features/community/share.ts';
import { actionClass } from './like-button.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** Shares the post's first 100 characters and its link: the phone's share sheet, else the clipboard. */
export function ShareButton({ post }: { post: Pick<Post, 'id' | 'content'> }) {
  const { t } = useTranslation();

  async function share() {
    try {
      const outcome = await shareLink({
        text: shareTextOf(post.content),
        url: postLinkOf(window.location.origin, post.id),
      });
      if (outcome === 'shared') toast({ title: t('community.shared') });
      if (outcome === 'copied') toast({ title: t('community.linkCopied') });
    } catch {
      toast({ variant: 'destructive', title: t('community.shareError') });
    }
  }

  return (
    <button type="button" onClick={() => void share()} className={cn(actionClass, 'text-muted-foreground')}>
      <Share2 aria-hidden className="size-5" />
      {t('community.share')}
    </button>
  );
}
