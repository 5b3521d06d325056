import type { OfferEvent } from './deals-constants.ts';
import { formatPrice } from './format.ts';
import { isStoredText, type NotificationContent, type StoredTextContent } from './notifications.ts';

/** The texts notifications are written with: `notifications.notices.<text>.title` and `.body` in the catalogs. */
type NoticeText =
  | 'message'
  | 'messagePhoto'
  | 'messageVoice'
  | 'offerMade'
  | 'offerCountered'
  | 'offerAccepted'
  | 'offerDeclined'
  | 'offerWithdrawn'
  | 'savedSearch'
  | 'priceDrop'
  | 'favoriteSold'
  | 'favoriteReserved'
  | 'review'
  | 'comment'
  | 'listingHidden'
  | 'listingAutoHidden'
  | 'reservationLapsedSeller'
  | 'reservationLapsedBuyer'
  | 'listingExpiring'
  | 'identityApproved'
  | 'identityRejected';

export type NoticeTextKey = `notifications.notices.${NoticeText}.${'title' | 'body'}`;

/** The reader's translation: i18next's `t` on the client, `translate` in the recipient's language on the server. */
export type NoticeTranslator = (key: NoticeTextKey, values: Record<string, string | number>) => string;

const OFFER_TEXTS: Record<OfferEvent, NoticeText> = {
  made: 'offerMade',
  countered: 'offerCountered',
  accepted: 'offerAccepted',
  declined: 'offerDeclined',
  withdrawn: 'offerWithdrawn',
};

/** Which text a notification is written with, and the values that fill it. */
function noticeTextOf(content: NotificationContent): {
  text: NoticeText;
  values: Record<string, string | number>;
} {
  switch (content.type) {
    case 'message': {
      const { actorName, text, photo, voice } = content.params;
      const notice = voice ? 'messageVoice' : photo ? 'messagePhoto' : 'message';
      return { text: notice, values: { name: actorName, text } };
    }
    case 'offer': {
      const { event, actorName, amount, productTitle } = content.params;
      return {
        text: OFFER_TEXTS[event],
        values: { name: actorName, amount: formatPrice(amount), title: productTitle },
      };
    }
    case 'saved_search':
      return {
        text: 'savedSearch',
        values: { name: content.params.searchName, count: content.params.count },
      };
    case 'price_drop':
      return {
        text: 'priceDrop',
        values: { title: content.params.productTitle, price: formatPrice(content.params.price) },
      };
    case 'favorite_sold':
      return { text: 'favoriteSold', values: { title: content.params.productTitle } };
    case 'favorite_reserved':
      return { text: 'favoriteReserved', values: { title: content.params.productTitle } };
    case 'review': {
      const { actorName, rating, productTitle } = content.params;
      return { text: 'review', values: { name: actorName, rating, title: productTitle } };
    }
    case 'comment':
      return { text: 'comment', values: { name: content.params.actorName, text: content.params.text } };
    case 'listing_hidden': {
      const { productTitle, reportCount } = content.params;
      return reportCount === null
        ? { text: 'listingHidden', values: { title: productTitle } }
        : { text: 'listingAutoHidden', values: { title: productTitle, count: reportCount } };
    }
    case 'reservation_lapsed': {
      const { productTitle, side, actorName } = content.params;
      return {
        text: side === 'seller' ? 'reservationLapsedSeller' : 'reservationLapsedBuyer',
        values: { title: productTitle, name: actorName },
      };
    }
    case 'listing_expiring':
      return { text: 'listingExpiring', values: { title: content.params.productTitle } };
    case 'identity_check':
      return content.params.outcome === 'approved'
        ? { text: 'identityApproved', values: {} }
        : { text: 'identityRejected', values: { reason: content.params.reason ?? '' } };
  }
}

/**
 * A notification's title and body in the reader's language, written now from its type and values: the one renderer
 * of the bell, pushes and the digest mail. One stored before types kept values shows its text as stored.
 */
export function renderNotification(
  content: NotificationContent | StoredTextContent,
  translate: NoticeTranslator,
): { title: string; body: string } {
  if (isStoredText(content)) return content.params.storedText;
  const { text, values } = noticeTextOf(content);
  return {
    title: translate(`notifications.notices.${text}.title`, values),
    body: translate(`notifications.notices.${text}.body`, values),
  };
}
