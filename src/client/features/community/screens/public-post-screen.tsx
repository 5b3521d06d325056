import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import type { PublicPost } from '#shared/sharing.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useSignInPath } from '#client/lib/return-path.ts';
import { sharedPostIdOf } from '#client/features/community/share.ts';
import { PostImages } from '#client/features/community/components/post-images.tsx';
import { RelativeTime } from '#client/features/community/components/relative-time.tsx';
import { usePublicPost } from '#client/features/community/api/get-public-post.ts';
import { SharedUnavailable } from '#client/features/sharing/components/shared-unavailable.tsx';
import { VisitorCallToAction } from '#client/features/sharing/components/visitor-call-to-action.tsx';
import photosTexts from '#shared/locales/es/photos.json' with { type: 'json' };
import sharingTexts from '#shared/locales/es/sharing.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ photos: photosTexts, sharing: sharingTexts });

function PublicPostView({ post }: { post: PublicPost }) {
  const { t } = useTranslation();
  useDocumentTitle(post.title ?? t('sharing.postTitle', { name: post.author.displayName }));
  return (
    <article className="mx-auto w-full max-w-2xl space-y-4">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-primary">{t('sharing.communityLabel')}</p>
        <h1 className="text-xl font-bold tracking-tight break-words">
          {post.title ?? t('sharing.postTitle', { name: post.author.displayName })}
        </h1>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <RelativeTime date={post.createdAt} />
          {post.location && (
            <span className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {post.location}
            </span>
          )}
        </p>
      </header>
      <p className="break-words whitespace-pre-line">{post.content}</p>
      <PostImages post={post} label={t('photos.postLabel', { name: post.author.displayName })} />
      <VisitorCallToAction prompt={t('sharing.joinCommunityPrompt')} />
    </article>
  );
}

function SharedPost({ postId }: { postId: number }) {
  const post = usePublicPost(postId);
  if (post.isPending) return <PageSpinner />;
  if (post.isError) return <SharedUnavailable error={post.error} onRetry={() => void post.refetch()} />;
  return <PublicPostView post={post.data} />;
}

/**
 * /community opened by a visitor: a shared post (`?post={id}`) read-only with a way to sign in that comes back to it;
 * the wall itself is for signed-in people.
 */
export default function PublicPostScreen() {
  const postId = sharedPostIdOf(useSearch());
  const signIn = useSignInPath();
  if (postId === null) return <Redirect to={signIn} replace />;
  return <SharedPost postId={postId} />;
}
