import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Notification } from '#shared/notifications.ts';
import { AppBar } from '#client/components/app-bar.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { RelativeTime } from '#client/features/community/components/relative-time.tsx';
import { useNotifications } from '#client/features/notifications/api/get-notifications.ts';
import { useMarkNotificationsRead } from '#client/features/notifications/api/mark-notifications-read.ts';
import { notificationText } from '#client/features/notifications/notification-text.ts';
import notificationsTexts from '#shared/locales/es/notifications.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ notifications: notificationsTexts });

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  const { title, body } = notificationText(t, notification);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex min-h-16 w-full gap-3 rounded-xl px-3 py-2 text-left hover:bg-muted',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          unread && 'bg-primary/5',
        )}
      >
        <span
          aria-hidden
          className={cn('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {title}
            {unread && <span className="sr-only"> ({t('notifications.unread')})</span>}
          </span>
          <span className="line-clamp-2 block text-sm text-muted-foreground">{body}</span>
          <RelativeTime date={notification.createdAt} />
        </span>
      </button>
    </li>
  );
}

/** /notifications: what happened, newest first; a tap opens it and marks it read. */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useDocumentTitle(t('notifications.title'));
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const notifications = data?.pages.flat() ?? [];
  const anyUnread = notifications.some((notification) => notification.readAt === null);

  function open(notification: Notification) {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    navigate(notification.url);
  }

  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <AppBar parent="/" title={t('notifications.title')}>
        <div className="flex items-center gap-1">
          {anyUnread && (
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              onClick={() => markRead.mutate({ all: true })}
            >
              <CheckCheck aria-hidden className="size-4" />
              {t('notifications.markAllRead')}
            </Button>
          )}
          <Link
            href="/settings#notifications"
            aria-label={t('notifications.settings')}
            title={t('notifications.settings')}
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'size-11' })}
          >
            <Settings aria-hidden className="size-5" />
          </Link>
        </div>
      </AppBar>
      {isPending && <p className="text-sm text-muted-foreground">{t('notifications.loading')}</p>}
      {isError && <p className="text-sm text-destructive">{t('notifications.loadFailed')}</p>}
      {!isPending && !isError && notifications.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
          <BellOff aria-hidden className="size-10" />
          <p className="font-medium text-foreground">{t('notifications.emptyTitle')}</p>
          <p className="text-sm">{t('notifications.emptyDescription')}</p>
        </div>
      )}
      {notifications.length > 0 && (
        <ul aria-label={t('notifications.title')} className="space-y-1">
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={() => open(notification)}
            />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('notifications.more')}
        </Button>
      )}
    </div>
  );
}
