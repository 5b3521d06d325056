import { MessageCircle, Store, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { segmentColors } from '#client/components/ui/segment.ts';
import { cn } from '#client/lib/cn.ts';
import type { HomeView } from '#client/features/home/home-params.ts';

const TABS: readonly { view: HomeView; labelKey: string; Icon: LucideIcon }[] = [
  { view: 'marketplace', labelKey: 'home.tabs.marketplace', Icon: Store },
  { view: 'community', labelKey: 'home.tabs.community', Icon: Users },
  { view: 'messages', labelKey: 'home.tabs.messages', Icon: MessageCircle },
  { view: 'profile', labelKey: 'home.tabs.profile', Icon: UserRound },
];

function hrefOf(view: HomeView): string {
  return view === 'marketplace' ? '/' : `/?view=${view}`;
}

/** The home page's four views, as links: each view has its own URL and history entry. */
export function HomeTabs({ current }: { current: HomeView }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.tabs.label')}>
      <ul className="grid grid-cols-4 gap-1 rounded-xl bg-muted p-1">
        {TABS.map(({ view, labelKey, Icon }) => {
          const active = view === current;
          return (
            <li key={view} className="flex">
              <Link
                href={hrefOf(view)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  segmentColors(active),
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
