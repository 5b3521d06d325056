import type { ConversationUser } from '#shared/conversations.ts';
import { Avatar } from '#client/components/avatar.tsx';

interface PresenceAvatarProps {
  user: ConversationUser | null;
  size?: 'md' | 'lg';
}

/** The other participant's picture (initials generated locally when none, '?' once deleted) with a green online dot. */
export function PresenceAvatar({ user, size = 'lg' }: PresenceAvatarProps) {
  return (
    <span className="relative inline-flex shrink-0 self-start">
      <Avatar name={user?.displayName ?? ''} imageUrl={user?.profileImageUrl ?? null} size={size} />
      {user?.isOnline && (
        <span
          aria-hidden
          className="absolute right-0 bottom-0 size-3.5 rounded-full border-2 border-card bg-emerald-500"
        />
      )}
    </span>
  );
}
