import type { TFunction } from 'i18next';
import { renderNotification } from '#shared/notification-texts.ts';
import type { Notification } from '#shared/notifications.ts';

/** A notification's title and body in the language `t` reads: written at each render, so a switch rewrites them all. */
export const notificationText = (t: TFunction, notification: Notification) =>
  renderNotification(notification, (key, values) => t(key, values));
