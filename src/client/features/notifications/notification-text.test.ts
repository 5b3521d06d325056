import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationContent, StoredTextContent } from '#shared/notifications.ts';
import { catalogTranslations } from '#client/lib/testing/translations.ts';
import { notificationText } from './notification-text.ts';

let t: { es: TFunction; en: TFunction };

beforeAll(async () => {
  t = await catalogTranslations();
});

const notification = (content: NotificationContent | StoredTextContent): Notification => ({
  id: 1,
  url: '/notifications',
  createdAt: '2026-11-28T12:00:00.000Z',
  readAt: null,
  ...content,
});

const offer = (event: 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn') =>
  notification({
    type: 'offer',
    params: {
      event,
      actorName: 'Valeria Q.',
      amount: '13.00',
      productTitle: 'Libros de texto',
      productId: 4,
      offerId: 9,
    },
  });

const message = (photo: boolean) =>
  notification({
    type: 'message',
    params: { actorName: 'Beto H.', text: photo ? '' : '¿Sigue disponible?', photo },
  });
const savedSearch = (count: number) =>
  notification({ type: 'saved_search', params: { searchName: 'bicicleta', count } });
const hidden = (reportCount: number | null) =>
  notification({ type: 'listing_hidden', params: { productTitle: 'Perfume', reportCount } });

/** Each type of notification (and each text one type has), in order. */
const TOLD = [
  message(false),
  message(true),
  notification({
    type: 'message',
    params: { actorName: 'Beto H.', text: '0:12', photo: false, voice: true },
  }),
  offer('made'),
  offer('countered'),
  offer('accepted'),
  offer('declined'),
  offer('withdrawn'),
  savedSearch(1),
  savedSearch(3),
  notification({ type: 'price_drop', params: { productTitle: 'Ropero', price: '60.5', productId: 4 } }),
  notification({ type: 'favorite_sold', params: { productTitle: 'Ropero', productId: 4 } }),
  notification({ type: 'favorite_reserved', params: { productTitle: 'Ropero', productId: 4 } }),
  notification({ type: 'review', params: { actorName: 'Beto H.', rating: 4, productTitle: 'Ropero' } }),
  notification({ type: 'comment', params: { actorName: 'Beto H.', text: '¡Qué buena idea!' } }),
  hidden(null),
  hidden(3),
  notification({
    type: 'offer',
    params: { storedText: { title: 'Nueva oferta: $13.00', body: 'Te ofrecieron $13.00 por “Libros”' } },
  }),
];

/** What a reader sees of each, title · body. */
const shownTo = (translate: TFunction) =>
  TOLD.map((told) => {
    const { title, body } = notificationText(translate, told);
    return `${title} · ${body}`;
  });

describe('notificationText', () => {
  it('writes every type in Spanish', () => {
    expect(shownTo(t.es)).toEqual([
      'Nuevo mensaje de Beto H. · ¿Sigue disponible?',
      'Nuevo mensaje de Beto H. · Te envió una foto',
      'Nuevo mensaje de Beto H. · 🎤 Nota de voz (0:12)',
      'Valeria Q. te ofrece $13.00 por “Libros de texto” · Acéptala, haz una contraoferta o recházala',
      'Valeria Q. te propone $13.00 por “Libros de texto” · Es su respuesta a tu oferta',
      'Valeria Q. aceptó tu oferta · Tu oferta de $13.00 por “Libros de texto”',
      'Valeria Q. rechazó tu oferta · Tu oferta de $13.00 por “Libros de texto”',
      'Valeria Q. retiró su oferta · Era de $13.00 por “Libros de texto”',
      'Novedades en “bicicleta” · Hay 1 producto nuevo para tu búsqueda guardada',
      'Novedades en “bicicleta” · Hay 3 productos nuevos para tu búsqueda guardada',
      'Bajó de precio · “Ropero”, que tienes en favoritos, ahora cuesta $60.50',
      'Se vendió un favorito · “Ropero” ya se vendió',
      'Reservaron un favorito · “Ropero” quedó reservado para otra persona',
      'Recibiste una reseña · Beto H. te dio 4 de 5 estrellas por “Ropero”',
      'Beto H. comentó tu publicación · ¡Qué buena idea!',
      'Ocultamos tu producto · “Perfume” ya no se muestra porque no cumple las reglas de Cerquita',
      'Se ocultó un producto reportado · “Perfume” tuvo 3 reportes y quedó oculto hasta que lo revises',
      'Nueva oferta: $13.00 · Te ofrecieron $13.00 por “Libros”',
    ]);
  });

  it('writes every type in English, but one stored before types kept values as it was written', () => {
    expect(shownTo(t.en)).toEqual([
      'New message from Beto H. · ¿Sigue disponible?',
      'New message from Beto H. · Sent you a photo',
      'New message from Beto H. · 🎤 Voice note (0:12)',
      'Valeria Q. offers you $13.00 for “Libros de texto” · Accept it, make a counteroffer or decline it',
      "Valeria Q. proposes $13.00 for “Libros de texto” · It's their answer to your offer",
      'Valeria Q. accepted your offer · Your offer of $13.00 for “Libros de texto”',
      'Valeria Q. declined your offer · Your offer of $13.00 for “Libros de texto”',
      'Valeria Q. withdrew their offer · It was $13.00 for “Libros de texto”',
      'New in “bicicleta” · 1 new listing matches your saved search',
      'New in “bicicleta” · 3 new listings match your saved search',
      'Price drop · “Ropero”, one of your favorites, now costs $60.50',
      'A favorite sold · “Ropero” has been sold',
      'A favorite was reserved · “Ropero” is now reserved for someone else',
      'You got a review · Beto H. gave you 4 out of 5 stars for “Ropero”',
      'Beto H. commented on your post · ¡Qué buena idea!',
      "We hid your listing · “Perfume” is no longer shown because it breaks Cerquita's rules",
      'A reported listing was hidden · “Perfume” got 3 reports and stays hidden until you review it',
      'Nueva oferta: $13.00 · Te ofrecieron $13.00 por “Libros”',
    ]);
  });
});
