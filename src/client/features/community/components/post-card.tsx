import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { toggleOn } from '#client/lib/toggle-on.ts';
import { Link } from 'wouter';
import type { Post } from '#shared/community.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { cn } from '#client/lib/cn.ts';
import { useTogglePostLike } from '#client/features/community/api/toggle-post-like.ts';
import { ModerationMenu } from '#client/features/moderation/components/moderation-menu.tsx';
import { CommentsSection } from './comments-section.tsx';
import { DeletePostButton } from './delete-post-button.tsx';
import { actionClass, LikeButton } from './like-button.tsx';
import { PostImages } from './post-images.tsx';
import { RelativeTime } from './relative-time.tsx';
import { ShareButton } from './share-button.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import photosTexts from '#shared/locales/es/photos.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts, moderation: moderationTexts, photos: photosTexts });

/** The element id of a post on the wall, where a shared link scrolls to. */
export function postElementId(postId: number): string {
  return `post-${postId}`;
}

interface PostCardProps {
  post: Post;
  viewerId: number;
  /** The post a shared link opened: outlined for a moment. */
  highlighted: boolean;
}

/** The like; a visitor signs in first, and then the like is made. */
function PostLike({ post }: { post: Post }) {
  const { t } = useTranslation();
  const toggleLike = useTogglePostLike();
  const signInFirst = useSignInFirst();
  const postId = post.id;

  const like = () => toggleOn(toggleLike.mutate, { postId, liked: true }, (answer) => answer.isLiked);

  return (
    <LikeButton
      liked={post.isLiked}
      count={post.likeCount}
      label={t('community.likes', { count: post.likeCount })}
      onToggle={() => {
        if (toggleLike.isPending) return;
        if (post.isLiked) toggleLike.mutate({ postId, liked: false });
        else signInFirst(like);
      }}
    />
  );
}

/**
 * A post: author, place and age, its type, text as typed (never markup), photos, like, comments, share, the author's delete (anyone
 * else's report).
 */
export function PostCard({ post, viewerId, highlighted }: PostCardProps) {
  const { t } = useTranslation();
  const authorId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const { author } = post;

  return (
    <article
      id={postElementId(post.id)}
      aria-labelledby={authorId}
      tabIndex={-1}
      data-highlighted={highlighted || undefined}
      className={cn(
        'space-y-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm transition-[box-shadow,border-color] duration-500',
        'focus-visible:outline-none',
        highlighted ? 'border-primary ring-4 ring-primary/30' : 'border-border',
      )}
    >
      {/* The author's name link stretches over the whole header, avatar included: one tap target of full width. */}
      <header className="relative flex items-start gap-3">
        <Avatar name={author.displayName} imageUrl={author.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <p id={authorId} className="truncate font-semibold">
            <Link
              href={`/users/${post.authorId}`}
              className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {author.displayName}
            </Link>
          </p>
          <p className="flex h-6 min-w-0 items-center gap-1 text-xs text-muted-foreground">
            {post.location && (
              <>
                <span className="truncate">{post.location}</span>
                <span aria-hidden>·</span>
              </>
            )}
            <RelativeTime date={post.createdAt} />
          </p>
        </div>
        <div className="relative z-10">
          {post.authorId === viewerId ? (
            <DeletePostButton postId={post.id} />
          ) : (
            <ModerationMenu
              label={t('moderation.menu')}
              className="-mt-1 -mr-2"
              report={{ target: { type: 'post', id: post.id }, label: t('moderation.reportPost') }}
            />
          )}
        </div>
      </header>
      {post.type !== 'general' && (
        <p className="w-fit rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
          {t(`community.types.${post.type}`)}
        </p>
      )}
      <p className="break-words whitespace-pre-wrap">{post.content}</p>
      <PostImages post={post} label={t('photos.postLabel', { name: author.displayName })} />
      <div className="-mx-1 flex items-center gap-1 border-t border-border pt-2">
        <PostLike post={post} />
        <button
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? commentsId : undefined}
          aria-label={t('community.comments', { count: post.commentCount })}
          onClick={() => setCommentsOpen((open) => !open)}
          className={cn(actionClass, commentsOpen ? 'text-foreground' : 'text-muted-foreground')}
        >
          <MessageCircle aria-hidden className="size-5" />
          <span aria-hidden>{post.commentCount}</span>
        </button>
        <div className="ml-auto">
          <ShareButton post={post} />
        </div>
      </div>
      <CommentsSection id={commentsId} postId={post.id} open={commentsOpen} />
    </article>
  );
}
