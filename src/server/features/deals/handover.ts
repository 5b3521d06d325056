import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Handover } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import type { Transaction } from '#server/db/client.ts';
import { firstRow } from '#server/db/first-row.ts';
import { products } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, forbidden, notFound } from '#server/plugins/errors.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { getProduct } from '#server/features/products/service.ts';
import type { DealDeps } from './deal-messages.ts';
import {
  handoverCodeOf,
  handoverSecretOf,
  isHandoverCode,
  newHandoverCode,
  type HandoverSecret,
} from './handover-codes.ts';
import { countConfirmedSale, recordSale, sellerDealChange, tellBuyer } from './sales.ts';

type HandoverDeps = DealDeps & Pick<AppDeps, 'config' | 'throttle'>;

/** The link the QR carries: it opens the seller's confirm screen with the code filled in. */
export const handoverLink = (appUrl: string, productId: number, code: string) =>
  `${appUrl}/products/${productId}/handover?code=${code}`;

/** The reservation's code secret, started now when the reservation predates handover codes. */
async function reservationSecret(
  tx: Transaction,
  productId: number,
  buyerId: number,
): Promise<HandoverSecret> {
  const stored = await handoverSecretOf(tx, productId);
  if (stored?.buyerId === buyerId) return stored;
  await newHandoverCode(tx, productId, buyerId);
  const started = await handoverSecretOf(tx, productId);
  if (!started) throw new Error('handover code vanished after insert');
  return started;
}

/**
 * `GET /api/products/{id}/handover`: the code the buyer the product is reserved for shows at the meetup, with its QR;
 * 403 for anyone else. Valid while the reservation holds: until its end.
 */
export async function getHandover(
  deps: Pick<AppDeps, 'db' | 'log' | 'config'>,
  viewerId: number,
  productId: number,
): Promise<Handover> {
  const { secret, reservedUntil } = await transaction(deps, async (tx) => {
    const [product] = await tx
      .select({
        status: products.status,
        reservedForId: products.reservedForId,
        reservedUntil: products.reservedUntil,
      })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!product) throw notFound('api.productNotFound');
    if (product.status !== 'reserved' || product.reservedForId !== viewerId || !product.reservedUntil)
      throw forbidden('api.handoverNotYours');
    return {
      secret: await reservationSecret(tx, productId, viewerId),
      reservedUntil: product.reservedUntil,
    };
  });
  const code = handoverCodeOf(deps.config.sessionSecret, secret);
  const svg = await QRCode.toString(handoverLink(deps.config.appUrl, productId, code), {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return {
    code,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: reservedUntil.toISOString(),
  };
}

/**
 * `POST /api/products/{id}/handover`: the seller enters the code the buyer shows; the right one sells the product to
 * the buyer it is reserved for, confirmed. Each try counts under the product's wrong-code rule first (so tries at once
 * from two devices get distinct counts, and a locked product refuses even the right code); all but wrong codes are
 * given back. The product row is locked, so the right code entered twice at once sells once.
 */
export async function confirmHandover(
  deps: HandoverDeps,
  sellerId: number,
  { productId, code }: { productId: number; code: string },
): Promise<Product> {
  const rule = THROTTLE_RULES.handoverTriesPerProduct;
  const subject = String(productId);
  const tries = await deps.throttle.consumeCounted(rule, subject);
  let wrong = false;
  try {
    return await sellerDealChange(deps, sellerId, productId, async (work, product) => {
      if (product.status === 'sold') throw conflict('api.productAlreadySold');
      if (product.status !== 'reserved' || product.reservedForId === null)
        throw conflict('api.handoverNeedsReservation');
      const secret = await handoverSecretOf(work.tx, productId);
      wrong =
        !secret ||
        secret.buyerId !== product.reservedForId ||
        !isHandoverCode(deps.config.sessionSecret, secret, code);
      if (wrong) throw await deps.throttle.wrongTry(rule, subject, tries, 'api.handoverCodeWrong');
      await recordSale(work, product, product.reservedForId, 'handover');
    });
  } finally {
    if (!wrong) await deps.throttle.giveBack(rule, subject);
  }
}

/**
 * `POST /api/products/{id}/confirm-purchase`: the recorded buyer of a sale marked by hand confirms they bought it, which
 * counts it as confirmed for both; the seller is told in their chat.
 */
export async function confirmPurchase(deps: DealDeps, buyerId: number, productId: number): Promise<Product> {
  await transaction(deps, async (tx, afterCommit) => {
    const product = await firstRow(
      tx
        .select({
          id: products.id,
          sellerId: products.sellerId,
          status: products.status,
          buyerId: products.buyerId,
          confirmedAt: products.confirmedAt,
        })
        .from(products)
        .where(eq(products.id, productId)),
      true,
    );
    if (!product) throw notFound('api.productNotFound');
    if (product.status !== 'sold') throw conflict('api.productNotSold');
    if (product.buyerId !== buyerId) throw forbidden('api.notYourPurchase');
    if (product.confirmedAt !== null) throw conflict('api.purchaseAlreadyConfirmed');
    await tx
      .update(products)
      .set({ confirmedAt: sql`now()`, confirmedVia: 'buyer', updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    const work = { tx, afterCommit, deps };
    await countConfirmedSale(work, { sellerId: product.sellerId, buyerId });
    await tellBuyer(work, product, buyerId, 'purchase_confirmed', { fromBuyer: true });
  });
  return getProduct(deps.db, buyerId, productId);
}
