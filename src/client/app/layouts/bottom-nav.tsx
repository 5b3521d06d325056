import { House, MessageCircle, Plus, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { NAV_BADGE_CAP } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useUnreadCount } from '#client/features/conversations/api/get-unread-count.ts';
import { useMessagesRealtime } from '#client/features/conversations/use-messages-realtime.ts';
import { activeNavItem, NAV_ITEMS, type NavItemId } from './nav-items.ts';
import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

const ICONS: Record<NavItemId, LucideIcon> = {
  home: House,
  community: Users,
  sell: Plus,
  messages: MessageCircle,
  me: UserRound,
};

/** The messages item's red badge with the unread count, '99+' above 99, hidden at 0. Screen readers get UnreadText. */
function UnreadBadge() {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -top-1 left-1/2 ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-badge px-1 text-[11px] leading-5 font-bold text-white"
    >
      {count > NAV_BADGE_CAP ? `${NAV_BADGE_CAP}+` : count}
    </span>
  );
}

function UnreadText() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return count > 0 ? <span className="sr-only">{t('nav.unread', { count })}</span> : null;
}

/** `unread`: the messages item shows the unread count (a visitor has none to ask for). */
function ItemIcon({ id, active, unread }: { id: NavItemId; active: boolean; unread: boolean }) {
  const Icon = ICONS[id];
  if (id === 'sell') {
    // 'Vender' stands out: the one action, in the brand colour, in the middle of the bar.
    return (
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Icon aria-hidden className="size-5" strokeWidth={2.5} />
      </span>
    );
  }
  return (
    <span className="relative inline-flex size-8 items-center justify-center">
      <Icon aria-hidden className="size-6" strokeWidth={active ? 2.5 : 2} />
      {id === 'messages' && unread && <UnreadBadge />}
    </span>
  );
}

/**
 * The one primary navigation: Inicio, Comunidad, Vender, Mensajes, Perfil, the current one marked (a visitor who
 * opens the last three is asked to sign in first). It steps aside
 * (`hidden`) in a chat and while the keyboard is open; the real-time channel it keeps stays open meanwhile.
 */
export function BottomNav({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { data: user } = useCurrentUser();
  // The nav is on every signed-in screen: the real-time channel lives as long as it (and closes with the user).
  useMessagesRealtime(user?.id ?? null);
  if (hidden) return null;
  const signedIn = Boolean(user);
  const current = activeNavItem(location);
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-3xl grid-cols-5">
        {NAV_ITEMS.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id} className="flex">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center text-xs font-medium',
                  'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <ItemIcon id={item.id} active={active} unread={signedIn} />
                {t(item.labelKey)}
                {item.id === 'messages' && signedIn && <UnreadText />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
