import type { Badge } from '#shared/badges.ts';
import { NEW_ACCOUNT_DAYS } from '#shared/badges.ts';
import { users } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns a person's badges are computed from: all on their row, so a card or chat list costs no extra query. */
export const badgeFactColumns = {
  isVerified: users.isVerified,
  phoneVerifiedAt: users.phoneVerifiedAt,
  emailVerified: users.emailVerified,
  confirmedSalesCount: users.confirmedSalesCount,
  confirmedPurchasesCount: users.confirmedPurchasesCount,
  respondsFast: users.respondsFast,
  createdAt: users.createdAt,
};

type BadgeFacts = {
  isVerified: boolean;
  phoneVerifiedAt: Date | null;
  emailVerified: boolean;
  confirmedSalesCount: number;
  confirmedPurchasesCount: number;
  respondsFast: boolean;
  createdAt: Date;
};

/**
 * What the person's row proves at `now`, only what is true. `new_account`: younger than 30 days with no sale or
 * purchase confirmed by a handover code or the buyer.
 */
export function badgesOf(facts: BadgeFacts, now = new Date()): Badge[] {
  const isNew =
    now.getTime() - facts.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS &&
    facts.confirmedSalesCount + facts.confirmedPurchasesCount === 0;
  const earned: (Badge | false)[] = [
    facts.isVerified && { type: 'id_verified' },
    facts.phoneVerifiedAt !== null && { type: 'phone_verified' },
    facts.emailVerified && { type: 'email_verified' },
    facts.confirmedSalesCount > 0 && { type: 'confirmed_sales', count: facts.confirmedSalesCount },
    facts.respondsFast && { type: 'responds_fast' },
    { type: 'member_since', since: facts.createdAt.toISOString().slice(0, 10) },
    isNew && { type: 'new_account' },
  ];
  return earned.filter((badge) => badge !== false);
}
