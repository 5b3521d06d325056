import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { NAV_BADGE_CAP } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';
import { useUnreadNotificationCount } from '#client/features/notifications/api/get-unread-notification-count.ts';
import {
  useNotificationsRealtime,
  useRememberedLanguage,
} from '#client/features/notifications/use-notifications-realtime.ts';
import notificationsTexts from '#shared/locales/es/notifications.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ notifications: notificationsTexts });

/** The top bar's bell: opens /notifications, with the unread count in a badge ('99+' above 99), live over /ws. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const count = useUnreadNotificationCount();
  useNotificationsRealtime();
  useRememberedLanguage();
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <Link
      href="/notifications"
      aria-label={label}
      title={label}
      aria-current={location === '/notifications' ? 'page' : undefined}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <Bell aria-hidden className="size-6" />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-badge px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count > NAV_BADGE_CAP ? `${NAV_BADGE_CAP}+` : count}
        </span>
      )}
    </Link>
  );
}
