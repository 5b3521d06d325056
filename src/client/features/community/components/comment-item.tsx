import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Comment, ShownComment } from '#shared/community.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useToggleCommentLike } from '#client/features/community/api/toggle-comment-like.ts';
import { toggleOn } from '#client/lib/toggle-on.ts';
import { ModerationMenu } from '#client/features/moderation/components/moderation-menu.tsx';
import { LikeButton } from './like-button.tsx';
import { RelativeTime } from './relative-time.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts, moderation: moderationTexts });

/** A comment moderation removed keeps its place in the thread, without text, author or actions. */
function RemovedComment() {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-dashed border-border px-3 py-2 text-sm text-muted-foreground italic">
      {t('community.removed')}
    </li>
  );
}

/** One comment: author, text as typed (never markup), age, its like and, on anyone else's, a way to report it. */
export function CommentItem({ comment }: { comment: Comment }) {
  return comment.removed ? <RemovedComment /> : <ShownCommentItem comment={comment} />;
}

function ShownCommentItem({ comment }: { comment: ShownComment }) {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const toggleLike = useToggleCommentLike();
  const signInFirst = useSignInFirst();
  const { author } = comment;
  const change = { postId: comment.postId, commentId: comment.id };

  /** A visitor signs in first, and then the like is made. */
  function onToggleLike() {
    if (toggleLike.isPending) return;
    if (comment.isLiked) toggleLike.mutate({ ...change, liked: false });
    else
      signInFirst(() => toggleOn(toggleLike.mutate, { ...change, liked: true }, (answer) => answer.isLiked));
  }

  return (
    <li className="flex gap-2">
      <Link href={`/users/${author.id}`} tabIndex={-1} aria-hidden className="shrink-0">
        <Avatar name={author.displayName} imageUrl={author.profileImageUrl} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-muted px-3 py-2">
          <p className="truncate text-sm font-semibold">
            <Link
              href={`/users/${author.id}`}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {author.displayName}
            </Link>
          </p>
          <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        </div>
        <div className="flex items-center gap-2 pl-3">
          <RelativeTime date={comment.createdAt} />
          <LikeButton
            liked={comment.isLiked}
            count={comment.likeCount}
            label={t('community.likes', { count: comment.likeCount })}
            onToggle={onToggleLike}
            className="px-2 text-xs"
          />
          {viewer && comment.author.id !== viewer.id && (
            <ModerationMenu
              label={t('moderation.menu')}
              className="ml-auto"
              report={{
                target: { type: 'comment', id: comment.id, postId: comment.postId },
                label: t('moderation.reportComment'),
              }}
            />
          )}
        </div>
      </div>
    </li>
  );
}
